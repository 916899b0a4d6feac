import type { WidgetProps } from "~/widgets/types";
import { ResponsiveImage } from "~/widgets/shared/ResponsiveImage";
import { DEFAULT_IMAGE_WIDTH } from "~/contract/widgets/image-look";
import type { ImageWidgetData } from "~/contract/widgets/image";
import styles from "./ImageWidget.module.css";

/** A single picture with an optional caption; the resizer gets the width it is shown at. */
export function ImageWidget({ data }: WidgetProps<ImageWidgetData>) {
  const { image, caption, maxWidth } = data;
  const width = maxWidth ?? DEFAULT_IMAGE_WIDTH;
  const height =
    image.aspectRatioX && image.aspectRatioY
      ? Math.round((width * image.aspectRatioY) / image.aspectRatioX)
      : undefined;
  const align =
    data.alignment === "LEFT"
      ? styles.left
      : data.alignment === "RIGHT"
        ? styles.right
        : styles.center;
  return (
    <figure
      className={`${styles.figure} ${align}`}
      style={maxWidth ? { maxWidth: `${maxWidth}px` } : undefined}
    >
      <ResponsiveImage image={image} width={width} height={height} className={styles.image} />
      {caption ? <figcaption className={styles.caption}>{caption}</figcaption> : null}
    </figure>
  );
}
