import type { WidgetProps } from "~/widgets/types";
import { bgClasses } from "~/widgets/shared/bg";
import { ButtonView } from "~/widgets/shared/ButtonView";
import { headingLevel, TagView } from "~/widgets/shared/HeaderTextView";
import { ResponsiveImage } from "~/widgets/shared/ResponsiveImage";
import { pageTitleLook } from "~/contract/widgets/page-title-look";
import type { PageTitleData } from "~/contract/widgets/page-title";
import { usePageTitleSize } from "./title-size";
import styles from "./PageTitle.module.css";

const LOOK_CLASS = {
  DEFAULT: styles.lookDefault,
  PAGE_TITLE_V2: styles.lookV2,
  PAGE_TITLE_MEDIA_CARD: styles.lookMediaCard,
  WITH_BORDER_LINE: styles.lookBorderLine,
} as const;

/** The page's main title block, in one of the four page title styles of spec 01. */
export function PageTitle({ data }: WidgetProps<PageTitleData>) {
  const pageTitleSize = usePageTitleSize();
  const look = pageTitleLook(data.viewType);
  const level = headingLevel(data.textSize, pageTitleSize);
  const Heading = `h${level}` as const;
  const align =
    data.alignment === "CENTER" ? styles.center : data.alignment === "RIGHT" ? styles.right : "";
  const showImage = look === "PAGE_TITLE_MEDIA_CARD" && data.image;
  return (
    <header
      className={[styles.root, LOOK_CLASS[look], align, bgClasses(data.bgColorData)]
        .filter(Boolean)
        .join(" ")}
    >
      <div className={styles.text}>
        {data.superText ? (
          <p className={`super-text ${styles.superText}`}>{data.superText}</p>
        ) : null}
        <Heading className={`heading-${level} ${styles.title}`}>{data.title}</Heading>
        {data.subtitle ? <p className={`sub-text ${styles.subtitle}`}>{data.subtitle}</p> : null}
        {data.tagData?.length ? (
          <div className={`tag-row ${styles.row}`}>
            {data.tagData.map((tag, i) => (
              <TagView key={i} tag={tag} />
            ))}
          </div>
        ) : null}
        {data.buttonDataList?.length ? (
          <div className={`button-row ${styles.row}`}>
            {data.buttonDataList.map((button, i) => (
              <ButtonView key={i} button={button} />
            ))}
          </div>
        ) : null}
      </div>
      {showImage && data.image ? (
        <div className={styles.media}>
          <ResponsiveImage image={data.image} width={480} height={mediaHeight(data.image)} eager />
        </div>
      ) : null}
    </header>
  );
}

/** The media card reserves the image's own aspect ratio (4:3 when unknown). */
function mediaHeight(image: { aspectRatioX?: number; aspectRatioY?: number }): number {
  const x = image.aspectRatioX ?? 4;
  const y = image.aspectRatioY ?? 3;
  return Math.round((480 * y) / x);
}
