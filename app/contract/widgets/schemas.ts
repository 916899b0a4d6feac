import type { z } from "zod";
import { bannerSchema } from "./banner";
import { buttonListSchema } from "./button-list";
import { cardListSchema } from "./card-list";
import { accountWidgetSchemas } from "./account-schemas";
import { codeEditorSchema } from "./code-editor";
import { communityWidgetSchemas } from "./community-schemas";
import { displayWidgetSchemas } from "./display-schemas";
import { faqSchema } from "./faq";
import { formSchema } from "./form";
import { headerTextWidgetSchema } from "./header-text";
import { imageWidgetSchema } from "./image";
import { layoutWidgetSchemas } from "./layout-schemas";
import { logoStripSchema } from "./logo-strip";
import { pageTitleSchema } from "./page-title";
import { richTextSchema } from "./rich-text";
import { sandboxEmbedSchema, sandboxSchema } from "./sandbox";
import { standaloneCompilerSchema } from "./standalone-compiler";
import { statsSchema } from "./stats";
import { tableSchema } from "./table";
import { tabsNavSchema } from "./tabs-nav";
import { tagListSchema } from "./tag-list";
import { testimonialsSchema } from "./testimonials";
import { timelineSchema } from "./timeline";
import { videoWidgetSchema } from "./video";

/**
 * Every widget kind's componentData schema, by componentType: the BFF reads each component cell
 * with it before a page leaves the server (app/widgets/schemas.server.ts), the page editor builds
 * its edit forms from it, and the platform refuses an edit that fails it. A test proves the
 * registry (app/widgets/registry.ts) has a component for every kind here and no other.
 */
export const WIDGET_SCHEMAS: Readonly<Record<string, z.ZodTypeAny>> = {
  BANNER: bannerSchema,
  BUTTON_LIST: buttonListSchema,
  CARD_LIST: cardListSchema,
  FAQ: faqSchema,
  FORM: formSchema,
  HEADER_TEXT: headerTextWidgetSchema,
  IMAGE: imageWidgetSchema,
  LOGO_STRIP: logoStripSchema,
  PAGE_TITLE: pageTitleSchema,
  RICH_TEXT: richTextSchema,
  STATS: statsSchema,
  TABLE: tableSchema,
  TABS_NAV: tabsNavSchema,
  TAG_LIST: tagListSchema,
  TESTIMONIALS: testimonialsSchema,
  TIMELINE: timelineSchema,
  VIDEO: videoWidgetSchema,
  CODE_EDITOR: codeEditorSchema,
  STANDALONE_COMPILER: standaloneCompilerSchema,
  SANDBOX: sandboxSchema,
  SANDBOX_EMBED: sandboxEmbedSchema,
  ...displayWidgetSchemas,
  ...communityWidgetSchemas,
  ...layoutWidgetSchemas,
  ...accountWidgetSchemas,
};

/** The schema of a kind, if it is one. */
export function widgetSchemaOf(kind: string): z.ZodTypeAny | undefined {
  return Object.prototype.hasOwnProperty.call(WIDGET_SCHEMAS, kind)
    ? WIDGET_SCHEMAS[kind]
    : undefined;
}
