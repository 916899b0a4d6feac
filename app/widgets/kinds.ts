// Written by `npm run widgets:index` from app/widgets/*/index{,.server}.ts: do not edit.
import type { WidgetKind } from "./types";
import { bannerWidget } from "./banner";
import { buttonListWidget } from "./button-list";
import { cardListWidget } from "./card-list";
import { codeEditorWidget } from "./code-editor";
import { faqWidget } from "./faq";
import { formWidget } from "./form";
import { headerTextWidget } from "./header-text";
import { imageWidget } from "./image";
import { logoStripWidget } from "./logo-strip";
import { pageTitleWidget } from "./page-title";
import { richTextWidget } from "./rich-text";
import { sandboxWidget } from "./sandbox";
import { sandboxEmbedWidget } from "./sandbox-embed";
import { standaloneCompilerWidget } from "./standalone-compiler";
import { statsWidget } from "./stats";
import { tableWidget } from "./table";
import { tabsNavWidget } from "./tabs-nav";
import { tagListWidget } from "./tag-list";
import { testimonialsWidget } from "./testimonials";
import { timelineWidget } from "./timeline";
import { videoWidget } from "./video";

/** The kinds whose definitions ship in the page bundle (the registry's first list). */
export const pageKinds: readonly WidgetKind[] = [
  bannerWidget,
  buttonListWidget,
  cardListWidget,
  codeEditorWidget,
  faqWidget,
  formWidget,
  headerTextWidget,
  imageWidget,
  logoStripWidget,
  pageTitleWidget,
  richTextWidget,
  sandboxWidget,
  sandboxEmbedWidget,
  standaloneCompilerWidget,
  statsWidget,
  tableWidget,
  tabsNavWidget,
  tagListWidget,
  testimonialsWidget,
  timelineWidget,
  videoWidget,
];
