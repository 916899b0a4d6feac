/**
 * The layout family's components, imported eagerly for the server's render; the browser build
 * replaces this module with an empty one and loads each kind's chunk on demand (layout.ts).
 */
export { Audio } from "../audio/Audio";
export { Breadcrumb } from "../breadcrumb/Breadcrumb";
export { Callout } from "../callout/Callout";
export { CardContainer } from "../card-container/CardContainer";
export { CodeSnippet } from "../code-snippet/CodeSnippet";
export { ContactCard } from "../contact-card/ContactCard";
export { Countdown } from "../countdown/Countdown";
export { Divider } from "../divider/Divider";
export { Embed } from "../embed/Embed";
export { EmptyPageView } from "../empty-page-view/EmptyPageView";
export { HighlightStrip } from "../highlight-strip/HighlightStrip";
export { IconFeatureList } from "../icon-feature-list/IconFeatureList";
export { Loader } from "../loader/Loader";
export { Quote } from "../quote/Quote";
export { SocialLinks } from "../social-links/SocialLinks";
export { Spacer } from "../spacer/Spacer";
export { Stepper } from "../stepper/Stepper";
export { Text } from "../text/Text";
