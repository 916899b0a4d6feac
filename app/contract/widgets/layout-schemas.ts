import type { z } from "zod";
import { audioSchema } from "./audio";
import { breadcrumbSchema } from "./breadcrumb";
import { calloutSchema } from "./callout";
import { cardContainerSchema } from "./card-container";
import { codeSnippetSchema } from "./code-snippet";
import { contactCardSchema } from "./contact-card";
import { countdownSchema } from "./countdown";
import { dividerSchema } from "./divider";
import { embedSchema } from "./embed";
import { emptyPageViewSchema } from "./empty-page-view";
import { highlightStripSchema } from "./highlight-strip";
import { iconFeatureListSchema } from "./icon-feature-list";
import { loaderSchema } from "./loader";
import { quoteSchema } from "./quote";
import { socialLinksSchema } from "./social-links";
import { spacerSchema } from "./spacer";
import { stepperSchema } from "./stepper";
import { textSchema } from "./text";

/** componentData schemas of the layout family's kinds, by componentType (see schemas.ts). */
export const layoutWidgetSchemas: Readonly<Record<string, z.ZodTypeAny>> = {
  TEXT: textSchema,
  SPACER: spacerSchema,
  DIVIDER: dividerSchema,
  CARD_CONTAINER: cardContainerSchema,
  LOADER: loaderSchema,
  EMPTY_PAGE_VIEW: emptyPageViewSchema,
  CALLOUT: calloutSchema,
  QUOTE: quoteSchema,
  ICON_FEATURE_LIST: iconFeatureListSchema,
  STEPPER: stepperSchema,
  COUNTDOWN: countdownSchema,
  HIGHLIGHT_STRIP: highlightStripSchema,
  EMBED: embedSchema,
  AUDIO: audioSchema,
  CODE_SNIPPET: codeSnippetSchema,
  BREADCRUMB: breadcrumbSchema,
  SOCIAL_LINKS: socialLinksSchema,
  CONTACT_CARD: contactCardSchema,
};
