import { cardListVariant, type CardListVariant } from "~/contract/widgets/card-list-look";
import type { CardContainerData } from "~/contract/widgets/card-container";
import { answerParagraphs } from "~/contract/widgets/faq-look";
import { bgClasses } from "~/widgets/shared/bg";
import { ButtonView } from "~/widgets/shared/ButtonView";
import { HeaderTextView } from "~/widgets/shared/HeaderTextView";
import { ResponsiveImage } from "~/widgets/shared/ResponsiveImage";
import type { WidgetProps } from "~/widgets/types";

const VARIANT: Record<CardListVariant, string> = {
  IMAGE_CARD: "card-container__imageCard",
  HORIZONTAL: "card-container__horizontal",
  DYNAMIC_WIDTH: "card-container__dynamicWidth",
  CARD_WITH_BACKGROUND: "card-container__withBackground",
};

/**
 * One card: image, header (h3 by default), body paragraphs and buttons, in a card frame that
 * paints the cell's bgColorData itself (CARD_WITH_BACKGROUND defaults to primary-light).
 */
export function CardContainer({ data }: WidgetProps<CardContainerData>) {
  const variant = cardListVariant(data.viewType);
  const bg =
    bgClasses(data.bgColorData) || (variant === "CARD_WITH_BACKGROUND" ? "bg-primary-light" : "");
  const paragraphs = answerParagraphs(data.body ?? "");
  return (
    <article
      className={["card-container__card", VARIANT[variant], bg || "card-container__plain"].join(
        " ",
      )}
    >
      {data.image ? (
        <div className="card-container__media">
          <ResponsiveImage
            image={data.image}
            width={variant === "HORIZONTAL" ? 320 : 640}
            height={variant === "HORIZONTAL" ? 240 : 360}
            className="card-container__image"
          />
        </div>
      ) : null}
      <div className="card-container__content">
        <HeaderTextView header={data.header} defaultSize={3} className="card-container__header" />
        {paragraphs.map((paragraph, i) => (
          <p key={i} className="card-container__body">
            {paragraph}
          </p>
        ))}
        {data.buttonDataList?.length ? (
          <div className="button-row">
            {data.buttonDataList.map((button, i) => (
              <ButtonView key={i} button={button} />
            ))}
          </div>
        ) : null}
      </div>
    </article>
  );
}
