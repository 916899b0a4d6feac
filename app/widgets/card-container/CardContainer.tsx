import { cardListVariant, type CardListVariant } from "~/contract/widgets/card-list-look";
import type { CardContainerData } from "~/contract/widgets/card-container";
import { answerParagraphs } from "~/contract/widgets/faq-look";
import { bgClasses } from "~/widgets/shared/bg";
import { ButtonView } from "~/widgets/shared/ButtonView";
import { HeaderTextView } from "~/widgets/shared/HeaderTextView";
import { ResponsiveImage } from "~/widgets/shared/ResponsiveImage";
import type { WidgetProps } from "~/widgets/types";
import styles from "./CardContainer.module.css";

const VARIANT: Record<CardListVariant, string> = {
  IMAGE_CARD: styles.imageCard,
  HORIZONTAL: styles.horizontal,
  DYNAMIC_WIDTH: styles.dynamicWidth,
  CARD_WITH_BACKGROUND: styles.withBackground,
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
    <article className={[styles.card, VARIANT[variant], bg || styles.plain].join(" ")}>
      {data.image ? (
        <div className={styles.media}>
          <ResponsiveImage
            image={data.image}
            width={variant === "HORIZONTAL" ? 320 : 640}
            height={variant === "HORIZONTAL" ? 240 : 360}
            className={styles.image}
          />
        </div>
      ) : null}
      <div className={styles.content}>
        <HeaderTextView header={data.header} defaultSize={3} className={styles.header} />
        {paragraphs.map((paragraph, i) => (
          <p key={i} className={styles.body}>
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
