import { audioSamples } from "../audio/samples";
import { breadcrumbSamples } from "../breadcrumb/samples";
import { calloutSamples } from "../callout/samples";
import { cardContainerSamples } from "../card-container/samples";
import { codeSnippetSamples } from "../code-snippet/samples";
import { contactCardSamples } from "../contact-card/samples";
import { countdownSamples } from "../countdown/samples";
import { dividerSamples } from "../divider/samples";
import { embedSamples } from "../embed/samples";
import { emptyPageViewSamples } from "../empty-page-view/samples";
import { highlightStripSamples } from "../highlight-strip/samples";
import { iconFeatureListSamples } from "../icon-feature-list/samples";
import { loaderSamples } from "../loader/samples";
import { quoteSamples } from "../quote/samples";
import { socialLinksSamples } from "../social-links/samples";
import { spacerSamples } from "../spacer/samples";
import { stepperSamples } from "../stepper/samples";
import { textSamples } from "../text/samples";
import type { WidgetSample } from "../types";

/** Samples of the layout family's kinds, by componentType (gallery and tests only). */
export const layoutSamples: Record<string, readonly WidgetSample<unknown>[]> = {
  TEXT: textSamples,
  SPACER: spacerSamples,
  DIVIDER: dividerSamples,
  CARD_CONTAINER: cardContainerSamples,
  LOADER: loaderSamples,
  EMPTY_PAGE_VIEW: emptyPageViewSamples,
  CALLOUT: calloutSamples,
  QUOTE: quoteSamples,
  ICON_FEATURE_LIST: iconFeatureListSamples,
  STEPPER: stepperSamples,
  COUNTDOWN: countdownSamples,
  HIGHLIGHT_STRIP: highlightStripSamples,
  EMBED: embedSamples,
  AUDIO: audioSamples,
  CODE_SNIPPET: codeSnippetSamples,
  BREADCRUMB: breadcrumbSamples,
  SOCIAL_LINKS: socialLinksSamples,
  CONTACT_CARD: contactCardSamples,
};
