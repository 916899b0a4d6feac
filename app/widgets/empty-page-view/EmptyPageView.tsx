import type { EmptyPageViewData } from "~/contract/widgets/empty-page-view";
import { ButtonView } from "~/widgets/shared/ButtonView";
import { ResponsiveImage } from "~/widgets/shared/ResponsiveImage";
import type { WidgetProps } from "~/widgets/types";
import styles from "./EmptyPageView.module.css";

/** An empty state: illustration, an h2 title, a line of text and the buttons that lead on. */
export function EmptyPageView({ data }: WidgetProps<EmptyPageViewData>) {
  return (
    <div className={styles.empty}>
      {data.image ? (
        <ResponsiveImage
          image={{ ...data.image, altText: data.image.altText ?? "" }}
          width={240}
          height={180}
          className={styles.image}
        />
      ) : null}
      <h2 className={`heading-3 ${styles.title}`}>{data.title}</h2>
      {data.text ? <p className={styles.text}>{data.text}</p> : null}
      {data.buttonDataList?.length ? (
        <div className={`button-row ${styles.buttons}`}>
          {data.buttonDataList.map((button, i) => (
            <ButtonView key={i} button={button} />
          ))}
        </div>
      ) : null}
    </div>
  );
}
