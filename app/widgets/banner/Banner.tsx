import type { WidgetProps } from "~/widgets/types";
import { bgClasses } from "~/widgets/shared/bg";
import { ButtonView } from "~/widgets/shared/ButtonView";
import { ResponsiveImage } from "~/widgets/shared/ResponsiveImage";
import { bannerLook, type BannerLook } from "~/contract/widgets/banner-look";
import type { BannerData } from "~/contract/widgets/banner";
import styles from "./Banner.module.css";

interface LookStyle {
  className: string;
  /** Palette key used when the data has no bgColorData.bgKey. */
  defaultBg: string;
  /** Announcement looks are one line of news, not a section heading. */
  headingText: boolean;
  image: { width: number; height: number } | null;
}

const LOOKS: Record<BannerLook, LookStyle> = {
  BIG_CARD: {
    className: styles.bigCard,
    defaultBg: "bg-primary-light",
    headingText: true,
    image: { width: 320, height: 240 },
  },
  ANCHOR_BUTTON: {
    className: styles.anchorButton,
    defaultBg: "bg-surface",
    headingText: true,
    image: { width: 48, height: 48 },
  },
  ANNOUNCEMENT_HIGHLIGHT: {
    className: styles.announcementHighlight,
    defaultBg: "bg-yellow-light",
    headingText: false,
    image: { width: 32, height: 32 },
  },
  STICKY_ANNOUNCEMENT: {
    className: styles.stickyAnnouncement,
    defaultBg: "bg-dark-purple",
    headingText: false,
    image: { width: 24, height: 24 },
  },
  IMAGE_ON_RIGHT: {
    className: styles.imageOnRight,
    defaultBg: "bg-surface",
    headingText: true,
    image: { width: 560, height: 420 },
  },
  FULL_BLEED_BACKGROUND: {
    className: styles.fullBleed,
    defaultBg: "bg-dark-purple",
    headingText: true,
    image: { width: 1440, height: 560 },
  },
};

/** A promotional or informational banner in one of the six banner styles of spec 01. */
export function Banner({ data }: WidgetProps<BannerData>) {
  const look = bannerLook(data.viewType);
  const style = LOOKS[look];
  const bg = bgClasses(data.bgColorData) || style.defaultBg;
  const isAnnouncement = !style.headingText;
  const imageSize = style.image && data.image ? imageSizeFor(style.image, data.image) : null;
  return (
    <section
      className={[styles.root, style.className, bg, data.image ? "" : styles.noMedia]
        .filter(Boolean)
        .join(" ")}
      aria-label={isAnnouncement ? data.text : undefined}
    >
      {imageSize && data.image ? (
        <div className={styles.media}>
          {/* Loads at once only in the page's first cells (image-priority.ts): a full-bleed
              banner far down a page (a course page's "more programmes") is fetched when near. */}
          <ResponsiveImage image={data.image} {...imageSize} className={styles.image} />
        </div>
      ) : null}
      <div className={styles.body}>
        {data.superText ? (
          <p className={`super-text ${styles.superText}`}>{data.superText}</p>
        ) : null}
        {isAnnouncement ? (
          <p className={styles.announcementText}>{data.text}</p>
        ) : (
          <h2 className={`heading-${look === "ANCHOR_BUTTON" ? 4 : 2} ${styles.text}`}>
            {data.text}
          </h2>
        )}
        {data.subText ? <p className={styles.subText}>{data.subText}</p> : null}
      </div>
      {data.buttonDataList?.length ? (
        <div className={styles.buttons}>
          {data.buttonDataList.map((button, i) => (
            <ButtonView key={i} button={button} />
          ))}
        </div>
      ) : null}
    </section>
  );
}

/** Keeps the look's box width and derives the height from the image's ratio when known. */
function imageSizeFor(
  box: { width: number; height: number },
  image: { aspectRatioX?: number; aspectRatioY?: number },
): { width: number; height: number } {
  if (!image.aspectRatioX || !image.aspectRatioY) return box;
  return {
    width: box.width,
    height: Math.round((box.width * image.aspectRatioY) / image.aspectRatioX),
  };
}
