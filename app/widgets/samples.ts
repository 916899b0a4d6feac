import { bannerWidget } from "./banner";
import { bannerSamples } from "./banner/samples";
import { buttonListWidget } from "./button-list";
import { buttonListSamples } from "./button-list/samples";
import { cardListWidget } from "./card-list";
import { cardListSamples } from "./card-list/samples";
import { faqWidget } from "./faq";
import { faqSamples } from "./faq/samples";
import { formWidget } from "./form";
import { formSamples } from "./form/samples";
import { headerTextWidget } from "./header-text";
import { headerTextSamples } from "./header-text/samples";
import { imageWidget } from "./image";
import { imageSamples } from "./image/samples";
import { logoStripWidget } from "./logo-strip";
import { logoStripSamples } from "./logo-strip/samples";
import { pageTitleWidget } from "./page-title";
import { pageTitleSamples } from "./page-title/samples";
import { richTextWidget } from "./rich-text";
import { richTextSamples } from "./rich-text/samples";
import { statsWidget } from "./stats";
import { statsSamples } from "./stats/samples";
import { tableWidget } from "./table";
import { tableSamples } from "./table/samples";
import { tabsNavWidget } from "./tabs-nav";
import { tabsNavSamples } from "./tabs-nav/samples";
import { tagListWidget } from "./tag-list";
import { tagListSamples } from "./tag-list/samples";
import { testimonialsWidget } from "./testimonials";
import { testimonialsSamples } from "./testimonials/samples";
import { timelineWidget } from "./timeline";
import { timelineSamples } from "./timeline/samples";
import { videoWidget } from "./video";
import { videoSamples } from "./video/samples";
import { accountSamples } from "./catalog/account-samples";
import { communitySamples } from "./catalog/community-samples";
import {
  codeEditorSamples,
  sandboxEmbedSamples,
  sandboxSamples,
  standaloneCompilerSamples,
} from "./practice-samples/samples";
import { displaySamples } from "./catalog/display-samples";
import { layoutSamples } from "./catalog/layout-samples";
import { widgetDefinitions } from "./registry";
import type { WidgetDefinition, WidgetSample } from "./types";

/**
 * Sample componentData per widget, for the gallery (/dev/widgets) and the tests only: kept out
 * of the definitions so that pages never ship them (the bundle budget counts it).
 */
const SAMPLES = new Map<WidgetDefinition, readonly WidgetSample<unknown>[]>([
  [bannerWidget, bannerSamples],
  [buttonListWidget, buttonListSamples],
  [cardListWidget, cardListSamples],
  [faqWidget, faqSamples],
  [formWidget, formSamples],
  [headerTextWidget, headerTextSamples],
  [imageWidget, imageSamples],
  [logoStripWidget, logoStripSamples],
  [pageTitleWidget, pageTitleSamples],
  [richTextWidget, richTextSamples],
  [statsWidget, statsSamples],
  [tableWidget, tableSamples],
  [tabsNavWidget, tabsNavSamples],
  [tagListWidget, tagListSamples],
  [testimonialsWidget, testimonialsSamples],
  [timelineWidget, timelineSamples],
  [videoWidget, videoSamples],
]);

/** Samples of the kinds that load per kind (catalog/*-samples.ts), by componentType. */
const SAMPLES_BY_KIND: Record<string, readonly WidgetSample<unknown>[]> = {
  CODE_EDITOR: codeEditorSamples,
  STANDALONE_COMPILER: standaloneCompilerSamples,
  SANDBOX: sandboxSamples,
  SANDBOX_EMBED: sandboxEmbedSamples,
  ...displaySamples,
  ...communitySamples,
  ...layoutSamples,
  ...accountSamples,
};

/** The samples a definition renders: a view type's definition takes the samples of its views. */
export function samplesOf(def: WidgetDefinition): readonly WidgetSample<unknown>[] {
  const own = SAMPLES.get(def);
  if (own) return own;
  const byKind = Object.prototype.hasOwnProperty.call(SAMPLES_BY_KIND, def.kind)
    ? SAMPLES_BY_KIND[def.kind]
    : [];
  if (!def.viewTypes) {
    // A kind's catch-all beside definitions per view type takes only the views none of them has.
    const claimed = new Set(
      widgetDefinitions
        .filter((other) => other.kind === def.kind && other !== def)
        .flatMap((other) => other.viewTypes ?? []),
    );
    return byKind.filter((sample) => {
      const viewType = (sample.data as { viewType?: unknown } | null)?.viewType;
      return typeof viewType !== "string" || !claimed.has(viewType);
    });
  }
  return byKind.filter((sample) => {
    const viewType = (sample.data as { viewType?: unknown } | null)?.viewType;
    return typeof viewType === "string" && def.viewTypes?.includes(viewType);
  });
}
