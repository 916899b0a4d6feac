import { isSafeHref } from "~/actions/link-target";
import { ResponsiveImage } from "../shared/ResponsiveImage";
import type { WidgetProps } from "../types";
import styles from "./LogoStrip.module.css";
import type { LogoStripData } from "~/contract/widgets/logo-strip";

const LOGO_HEIGHT = 40;

function logoWidth(logo: LogoStripData["logos"][number]): number {
  const { aspectRatioX: x, aspectRatioY: y } = logo.image;
  return x && y ? Math.round((LOGO_HEIGHT * x) / y) : LOGO_HEIGHT * 3;
}

/** A wrapping grid of greyscale logos that take their colours on hover. */
export function LogoStrip({ data }: WidgetProps<LogoStripData>) {
  return (
    <div className={styles.root}>
      <ul className={styles.grid}>
        {data.logos.map((logo, i) => (
          <li key={i} className={styles.item}>
            {isSafeHref(logo.image.url) ? (
              <ResponsiveImage
                image={{ ...logo.image, altText: logo.image.altText || logo.name }}
                width={logoWidth(logo)}
                height={LOGO_HEIGHT}
                className={styles.logo}
              />
            ) : (
              // No usable image: the name still says who hires from us.
              <span className={styles.name}>{logo.name}</span>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
