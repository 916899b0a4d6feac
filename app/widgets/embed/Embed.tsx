import type { CSSProperties } from "react";
import { EMBED_SANDBOX, embedTarget } from "~/contract/widgets/embed-look";
import type { EmbedData } from "~/contract/widgets/embed";
import type { WidgetProps } from "~/widgets/types";

/**
 * An allowed host's page in a sandboxed, lazily loaded frame named by its title. Any other web
 * address is a link that opens in a new tab; anything else shows nothing.
 */
export function Embed({ data }: WidgetProps<EmbedData>) {
  const target = embedTarget(data.url);
  if (target.kind === "none") return null;
  if (target.kind === "link") {
    return (
      <p className="embed__fallback">
        <a href={target.href} target="_blank" rel="noopener noreferrer">
          {data.title}
        </a>
      </p>
    );
  }
  const ratio =
    data.aspectRatioX && data.aspectRatioY
      ? `${data.aspectRatioX} / ${data.aspectRatioY}`
      : "16 / 9";
  const style = (
    data.height ? { height: `${data.height}px` } : { aspectRatio: ratio }
  ) as CSSProperties;
  return (
    <div className="embed__frameBox" style={style}>
      <iframe
        className="embed__frame"
        src={target.src}
        title={data.title}
        sandbox={EMBED_SANDBOX}
        loading="lazy"
        referrerPolicy="strict-origin-when-cross-origin"
        allow="fullscreen; picture-in-picture; encrypted-media"
        allowFullScreen
      />
    </div>
  );
}
