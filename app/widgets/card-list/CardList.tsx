import type { CSSProperties } from "react";
import type { WidgetProps } from "../types";
import { CardItem } from "./CardItem";
import styles from "./CardList.module.css";
import { cardListVariant } from "~/contract/widgets/card-list-look";
import type { CardListData } from "~/contract/widgets/card-list";

function gridColumns(numColumns: number | undefined): CSSProperties {
  const desktop = Math.min(Math.max(numColumns ?? 3, 1), 6);
  return { "--cols-desktop": desktop, "--cols-tablet": Math.min(desktop, 2) } as CSSProperties;
}

/**
 * CARD_LIST in its four spec 01 variants: HORIZONTAL (snap-scrolling row), DYNAMIC_WIDTH (cards
 * sized to their content, wrapping), CARD_WITH_BACKGROUND (coloured grid), IMAGE_CARD (image on top).
 */
export function CardList({ data }: WidgetProps<CardListData>) {
  const variant = cardListVariant(data.viewType);
  const label = data.headerData?.textData?.text || "Cards";
  const cards = data.cards.map((card, i) => (
    <CardItem key={i} card={card} variant={variant} index={i} />
  ));

  return (
    <div className={styles.root}>
      {variant === "HORIZONTAL" ? (
        // A focusable region so keyboard users can scroll the row with the arrow keys.
        <div className={styles.scroller} role="region" aria-label={label} tabIndex={0}>
          <ul className={styles.row}>{cards}</ul>
        </div>
      ) : variant === "DYNAMIC_WIDTH" ? (
        <ul className={styles.wrap}>{cards}</ul>
      ) : (
        <ul className={styles.grid} style={gridColumns(data.numColumns)}>
          {cards}
        </ul>
      )}
    </div>
  );
}
