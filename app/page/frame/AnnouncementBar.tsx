import { ActionLink } from "~/actions/ActionLink";
import type { AnnouncementBar as AnnouncementBarData } from "~/contract/frame";
import { ANNOUNCEMENT_DEFAULT_BG_KEY } from "~/contract/values";
import { ResponsiveImage } from "~/widgets/shared/ResponsiveImage";
import { safeKey } from "~/widgets/shared/bg";
import { cx } from "./button-look";
import styles from "./AnnouncementBar.module.css";

/** Spec 01 section 9: announcement bar 56 px. */
export const ANNOUNCEMENT_BAR_HEIGHT = 56;

export interface AnnouncementBarProps {
  /** pageData.announcementBar {text, icon, backgroundColor.bgKey, buttons}. */
  bar: AnnouncementBarData | undefined;
  className?: string;
}

/**
 * Spec 01 sections 2.3 and 3: a 56 px bar with text, an optional icon and buttons, on the
 * backgroundColor.bgKey palette colour (default dark purple). Nothing when the text is blank.
 */
export function AnnouncementBar({ bar, className }: AnnouncementBarProps) {
  const text = bar?.text?.trim();
  if (!bar || !text) return null;
  const bgKey = safeKey(bar.backgroundColor?.bgKey) ?? ANNOUNCEMENT_DEFAULT_BG_KEY;
  const buttons = (bar.buttons ?? []).filter((b) => b.text?.trim() || b.icon);
  return (
    <aside
      className={cx(styles.bar, `bg-${bgKey}`, className)}
      aria-label="Announcement"
      data-frame="announcement-bar"
    >
      {bar.icon ? (
        <ResponsiveImage image={bar.icon} width={24} height={24} className={styles.icon} eager />
      ) : null}
      <p className={styles.text}>{text}</p>
      {buttons.length ? (
        <div className={styles.buttons}>
          {buttons.map((button, index) => (
            <ActionLink key={index} action={button.action} className={styles.button}>
              {button.icon ? (
                <ResponsiveImage
                  image={button.icon}
                  width={16}
                  height={16}
                  className={styles.icon}
                />
              ) : null}
              {button.text?.trim() ? <span>{button.text.trim()}</span> : null}
            </ActionLink>
          ))}
        </div>
      ) : null}
    </aside>
  );
}
