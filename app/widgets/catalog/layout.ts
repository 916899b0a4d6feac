import type { AudioData } from "~/contract/widgets/audio";
import type { BreadcrumbData } from "~/contract/widgets/breadcrumb";
import type { CalloutData } from "~/contract/widgets/callout";
import type { CardContainerData } from "~/contract/widgets/card-container";
import type { CodeSnippetData } from "~/contract/widgets/code-snippet";
import type { ContactCardData } from "~/contract/widgets/contact-card";
import type { CountdownData } from "~/contract/widgets/countdown";
import type { DividerData } from "~/contract/widgets/divider";
import type { EmbedData } from "~/contract/widgets/embed";
import type { EmptyPageViewData } from "~/contract/widgets/empty-page-view";
import type { HighlightStripData } from "~/contract/widgets/highlight-strip";
import type { IconFeatureListData } from "~/contract/widgets/icon-feature-list";
import type { LoaderData } from "~/contract/widgets/loader";
import type { QuoteData } from "~/contract/widgets/quote";
import type { SocialLinksData } from "~/contract/widgets/social-links";
import type { SpacerData } from "~/contract/widgets/spacer";
import type { StepperData } from "~/contract/widgets/stepper";
import type { TextData } from "~/contract/widgets/text";
import { lazyWidget } from "../lazy-widget";
import type { WidgetDefinition } from "../types";
import * as server from "./layout.server";

// Filled on the server only; in the browser each kind loads its own chunk (lazyWidget).
const eager: Partial<typeof server> = server;

/** The layout family's kinds, each a chunk of its own (app/widgets/lazy-widget.ts). */
export const layoutWidgets: WidgetDefinition[] = [
  lazyWidget<TextData>({ kind: "TEXT" }, eager.Text, () =>
    import("../text/Text").then((m) => m.Text),
  ),
  lazyWidget<SpacerData>({ kind: "SPACER" }, eager.Spacer, () =>
    import("../spacer/Spacer").then((m) => m.Spacer),
  ),
  lazyWidget<DividerData>({ kind: "DIVIDER" }, eager.Divider, () =>
    import("../divider/Divider").then((m) => m.Divider),
  ),
  lazyWidget<CardContainerData>(
    { kind: "CARD_CONTAINER", paintsOwnBackground: true },
    eager.CardContainer,
    () => import("../card-container/CardContainer").then((m) => m.CardContainer),
  ),
  lazyWidget<LoaderData>({ kind: "LOADER" }, eager.Loader, () =>
    import("../loader/Loader").then((m) => m.Loader),
  ),
  lazyWidget<EmptyPageViewData>({ kind: "EMPTY_PAGE_VIEW" }, eager.EmptyPageView, () =>
    import("../empty-page-view/EmptyPageView").then((m) => m.EmptyPageView),
  ),
  lazyWidget<CalloutData>({ kind: "CALLOUT" }, eager.Callout, () =>
    import("../callout/Callout").then((m) => m.Callout),
  ),
  lazyWidget<QuoteData>({ kind: "QUOTE" }, eager.Quote, () =>
    import("../quote/Quote").then((m) => m.Quote),
  ),
  lazyWidget<IconFeatureListData>({ kind: "ICON_FEATURE_LIST" }, eager.IconFeatureList, () =>
    import("../icon-feature-list/IconFeatureList").then((m) => m.IconFeatureList),
  ),
  lazyWidget<StepperData>({ kind: "STEPPER" }, eager.Stepper, () =>
    import("../stepper/Stepper").then((m) => m.Stepper),
  ),
  lazyWidget<CountdownData>({ kind: "COUNTDOWN" }, eager.Countdown, () =>
    import("../countdown/Countdown").then((m) => m.Countdown),
  ),
  lazyWidget<HighlightStripData>({ kind: "HIGHLIGHT_STRIP" }, eager.HighlightStrip, () =>
    import("../highlight-strip/HighlightStrip").then((m) => m.HighlightStrip),
  ),
  lazyWidget<EmbedData>({ kind: "EMBED" }, eager.Embed, () =>
    import("../embed/Embed").then((m) => m.Embed),
  ),
  lazyWidget<AudioData>({ kind: "AUDIO" }, eager.Audio, () =>
    import("../audio/Audio").then((m) => m.Audio),
  ),
  lazyWidget<CodeSnippetData>({ kind: "CODE_SNIPPET" }, eager.CodeSnippet, () =>
    import("../code-snippet/CodeSnippet").then((m) => m.CodeSnippet),
  ),
  lazyWidget<BreadcrumbData>({ kind: "BREADCRUMB" }, eager.Breadcrumb, () =>
    import("../breadcrumb/Breadcrumb").then((m) => m.Breadcrumb),
  ),
  lazyWidget<SocialLinksData>({ kind: "SOCIAL_LINKS" }, eager.SocialLinks, () =>
    import("../social-links/SocialLinks").then((m) => m.SocialLinks),
  ),
  lazyWidget<ContactCardData>({ kind: "CONTACT_CARD" }, eager.ContactCard, () =>
    import("../contact-card/ContactCard").then((m) => m.ContactCard),
  ),
];
