import { ActionLink } from "~/actions/ActionLink";
import { isSafeHref } from "~/actions/link-target";
import type { ServerAction } from "~/contract";
import { bgClasses } from "../shared/bg";
import { ButtonView } from "../shared/ButtonView";
import { tagImageSize, TagView } from "../shared/HeaderTextView";
import { ResponsiveImage } from "../shared/ResponsiveImage";
import styles from "./CardList.module.css";
import type { CardData, CardListVariant } from "~/contract/widgets/card-list";

/** Soft colours given in turn to CARD_WITH_BACKGROUND cards that bring no bgColorData. */
const CARD_PALETTE = ["primary-light", "yellow-light", "green-light", "blue-light", "pink-light"];

/** Only navigation targets turn a card into a link; other action types need a button. */
function isLinkAction(action: ServerAction | undefined): action is ServerAction {
  const navigation = !action?.type || action.type === "NAVIGATION" || action.type === "DEFAULT";
  return !!action?.uri && navigation && isSafeHref(action.uri);
}

function cardImageSize(card: CardData, variant: CardListVariant) {
  const image = card.image;
  if (variant === "DYNAMIC_WIDTH" && image) return tagImageSize({ text: "", image }, true);
  const ratio =
    image?.aspectRatioX && image.aspectRatioY ? image.aspectRatioY / image.aspectRatioX : 9 / 16;
  return { width: 480, height: Math.round(480 * ratio) };
}

interface CardItemProps {
  card: CardData;
  variant: CardListVariant;
  index: number;
}

/**
 * One card. With an action the title is the link and its ::after stretches over the card, so the
 * whole card is clickable while its own buttons stay separate, valid links.
 */
export function CardItem({ card, variant, index }: CardItemProps) {
  const colour =
    bgClasses(card.bgColorData) ||
    (variant === "CARD_WITH_BACKGROUND" ? `bg-${CARD_PALETTE[index % CARD_PALETTE.length]}` : "");
  const linked = isLinkAction(card.action);
  const classes = [styles.card, styles[variant], colour, linked ? styles.linked : ""];
  return (
    <li className={classes.filter(Boolean).join(" ")}>
      {card.image ? (
        <div className={styles.media}>
          <ResponsiveImage image={card.image} {...cardImageSize(card, variant)} />
        </div>
      ) : null}
      <div className={styles.body}>
        {card.superText ? <p className={styles.superText}>{card.superText}</p> : null}
        <h3 className={styles.title}>
          {linked ? (
            <ActionLink action={card.action} className={styles.cardLink}>
              {card.title}
            </ActionLink>
          ) : (
            card.title
          )}
        </h3>
        {card.subText ? <p className={styles.subText}>{card.subText}</p> : null}
        {card.tags?.length ? (
          <div className={`tag-row ${styles.tags}`}>
            {card.tags.map((tag, i) => (
              <TagView key={i} tag={tag} />
            ))}
          </div>
        ) : null}
        {card.buttons?.length ? (
          <div className={`button-row ${styles.buttons}`}>
            {card.buttons.map((button, i) => (
              <ButtonView key={i} button={button} />
            ))}
          </div>
        ) : null}
      </div>
    </li>
  );
}
