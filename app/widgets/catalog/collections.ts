import { cardListWidget } from "../card-list";
import { faqWidget } from "../faq";
import { logoStripWidget } from "../logo-strip";
import { tableWidget } from "../table";
import { tabsNavWidget } from "../tabs-nav";
import { testimonialsWidget } from "../testimonials";
import { timelineWidget } from "../timeline";
import type { WidgetDefinition } from "../types";

/** Lists, cards, tabs, FAQ, testimonials and tables. */
export const collectionWidgets: WidgetDefinition[] = [
  tabsNavWidget,
  cardListWidget,
  faqWidget,
  testimonialsWidget,
  tableWidget,
  logoStripWidget,
  timelineWidget,
];
