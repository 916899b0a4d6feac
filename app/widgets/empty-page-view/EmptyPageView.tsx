import type { EmptyPageViewData } from "~/contract/widgets/empty-page-view";
import { ButtonView } from "~/widgets/shared/ButtonView";
import { ResponsiveImage } from "~/widgets/shared/ResponsiveImage";
import type { WidgetProps } from "~/widgets/types";

/** An empty state: illustration, an h2 title, a line of text and the buttons that lead on. */
export function EmptyPageView({ data }: WidgetProps<EmptyPageViewData>) {
  return (
    <div className="empty-page-view__empty">
      {data.image ? (
        <ResponsiveImage
          image={{ ...data.image, altText: data.image.altText ?? "" }}
          width={240}
          height={180}
          className="empty-page-view__image"
        />
      ) : null}
      <h2 className={`heading-3 empty-page-view__title`}>{data.title}</h2>
      {data.text ? <p className="empty-page-view__text">{data.text}</p> : null}
      {data.buttonDataList?.length ? (
        <div className={`button-row empty-page-view__buttons`}>
          {data.buttonDataList.map((button, i) => (
            <ButtonView key={i} button={button} />
          ))}
        </div>
      ) : null}
    </div>
  );
}
