import {
  SOCIAL_LINKS_TEXTS,
  SOCIAL_NETWORK_LOOKS,
  socialNetwork,
} from "~/contract/widgets/social-links-look";
import type { SocialLinksData } from "~/contract/widgets/social-links";
import type { WidgetProps } from "~/widgets/types";

/**
 * A named list of profile links, each a badge with the network's mark and its name (shown, or
 * for screen readers only), opening in a new tab, which the link says.
 */
export function SocialLinks({ data }: WidgetProps<SocialLinksData>) {
  return (
    <ul className="social-links__links" aria-label={data.label ?? SOCIAL_LINKS_TEXTS.label}>
      {data.links.map((link, i) => {
        const look = SOCIAL_NETWORK_LOOKS[socialNetwork(link.network)];
        const name = link.text ?? look.name;
        return (
          <li key={i}>
            <a
              href={link.url}
              target="_blank"
              rel="noopener noreferrer"
              className={
                data.showNames ? `social-links__link social-links__named` : "social-links__link"
              }
            >
              <span className="social-links__mark" aria-hidden="true">
                {look.mark}
              </span>
              <span className={data.showNames ? "social-links__name" : "visually-hidden"}>
                {name}
              </span>
              <span className="visually-hidden">{` ${SOCIAL_LINKS_TEXTS.newTab}`}</span>
            </a>
          </li>
        );
      })}
    </ul>
  );
}
