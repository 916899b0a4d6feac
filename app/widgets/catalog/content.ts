import { bannerWidget } from "../banner";
import { buttonListWidget } from "../button-list";
import { headerTextWidget } from "../header-text";
import { imageWidget } from "../image";
import { pageTitleWidget } from "../page-title";
import { richTextWidget } from "../rich-text";
import { statsWidget } from "../stats";
import { tagListWidget } from "../tag-list";
import type { WidgetDefinition } from "../types";

/** Text, headings, banners, images, buttons and tags. */
export const contentWidgets: WidgetDefinition[] = [
  pageTitleWidget,
  headerTextWidget,
  bannerWidget,
  imageWidget,
  buttonListWidget,
  tagListWidget,
  richTextWidget,
  statsWidget,
];
