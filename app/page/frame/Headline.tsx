import type { Headline as HeadlineData } from "~/contract/page";
import { bgClasses } from "~/widgets/shared/bg";
import { cx } from "./button-look";
import styles from "./Headline.module.css";

/** Spec 01 section 9: headline 72 px above 1024 px, 49 px otherwise. */
export const HEADLINE_HEIGHT_DESKTOP = 72;
export const HEADLINE_HEIGHT_MOBILE = 49;

export interface HeadlineProps {
  /** pageData.headline {text, bgColorData}. */
  headline: HeadlineData | undefined;
  /** pageData.isHeadlineSticky: sticks below the top bar (top: --frame-headline-top). */
  isSticky?: boolean;
  className?: string;
}

/** Spec 01 section 2.3 headline; nothing when its text is blank. */
export function Headline({ headline, isSticky = false, className }: HeadlineProps) {
  const text = headline?.text?.trim();
  if (!text) return null;
  const bg = bgClasses(headline?.bgColorData);
  return (
    <div
      className={cx(styles.headline, bg || styles.defaultBg, isSticky && styles.sticky, className)}
      data-frame="headline"
      data-sticky={isSticky ? "true" : undefined}
    >
      <p className={styles.text}>{text}</p>
    </div>
  );
}
