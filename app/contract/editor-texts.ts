/**
 * The words the admin editors show for widget kinds, their fields and their choices (ours: the
 * spec names the kinds and fields, never how an editor presents them). Kind names read as titles
 * ("Page title"), field names as sentences ("Background colour"), each with a line of help; the
 * technical names stay the values the forms send. What a kind is for, and help for fields whose
 * meaning is the kind's own, live in the kind's folder (`help` in app/widgets/<kind>/index.server.ts).
 */

/** Words kept in capitals wherever a name is turned into words. */
const ACRONYMS = new Set([
  "faq",
  "otp",
  "url",
  "uri",
  "id",
  "ids",
  "ai",
  "sql",
  "pdf",
  "cta",
  "ui",
]);
/** Abbreviations of the contract's field names, written out. */
const WORDS: Record<string, string> = {
  bg: "background",
  color: "colour",
  num: "number of",
  img: "image",
  btn: "button",
  desc: "description",
  alt: "alternative",
};

/** "PAGE_TITLE_MEDIA_CARD" → "Page title media card"; "bgColorData" → "Background colour data". */
export function wordsOf(name: string): string {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/[_-]+/g, " ")
    .trim()
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => (ACRONYMS.has(word) ? word.toUpperCase() : (WORDS[word] ?? word)));
  const text = words.join(" ");
  if (!text) return name;
  return text[0].toUpperCase() + text.slice(1);
}

/** A widget kind as a title: "FAQ", "Page title", "Form". */
export function kindTitle(kind: string | undefined): string {
  if (!kind) return "Component";
  return wordsOf(kind);
}

/** Field names whose plain words would not say enough. */
const FIELD_LABELS: Record<string, string> = {
  bgColorData: "Background colour",
  bgKey: "Background colour",
  bgBorderKey: "Border colour",
  bgShadowKey: "Shadow colour",
  bgShadowBorderKey: "Shadow border colour",
  headerData: "Heading",
  textData: "Text",
  tagData: "Tags",
  buttonDataList: "Buttons",
  footerData: "Footer",
  trackingData: "Tracking for analytics",
  tracking: "Tracking for analytics",
  viewType: "Style",
  altText: "Alternative text",
  aspectRatioX: "Width ratio",
  aspectRatioY: "Height ratio",
  urlDark: "Image URL in the dark theme",
  superText: "Line above the title",
  subText: "Text below",
  subtitle: "Subtitle",
  numColumns: "Number of columns",
  uri: "Address",
  url: "Address",
  requestObject: "Data sent with the action",
  openInModal: "Open in a dialog",
  item: "Item",
};

/** "bgColorData" → "Background colour", "numColumns" → "Number of columns". */
export function fieldLabel(key: string): string {
  return FIELD_LABELS[key] ?? wordsOf(key.replace(/Data$/, "") || key);
}

/** Help for fields whose purpose is not plain from the label. */
const FIELD_HELP: Record<string, string> = {
  bgColorData: "A colour of the site's palette behind this part; empty keeps the page's.",
  bgKey: "A colour of the site's palette, such as white, primary-light or dark-purple.",
  trackingData: "Names sent to analytics when learners see or use this. Leave empty if unsure.",
  tracking: "Names sent to analytics when learners see or use this. Leave empty if unsure.",
  viewType: "How the widget looks; each style lays out the same content differently.",
  altText: "What the image shows, read aloud by screen readers. Empty for a decorative image.",
  aspectRatioX: "With the height ratio, the image's shape (16 and 9 for a wide image).",
  aspectRatioY: "With the width ratio, the image's shape (16 and 9 for a wide image).",
  url: "A web address, or a path on this site such as /events.",
  uri: "A path on this site such as /events, or a web address.",
  urlDark: "Shown instead in the dark theme; empty uses the same image.",
  action: "What happens on a click: usually going to another page.",
  requestObject: "Advanced: data the platform receives with the action, as JSON.",
  numColumns: "How many columns on wide screens; phones show one.",
  superText: "A short line set above the title, such as a category.",
  buttonDataList: "Buttons shown with this part, each with its text and action.",
  tagData: "Short labels shown as tags.",
  openInModal: "Opens the page in a dialog over this one.",
};

/** One line of help for a field: its own, or what its kind of input takes. */
export function fieldHelp(key: string, kind: string): string {
  const own = FIELD_HELP[key];
  if (own) return own;
  switch (kind) {
    case "colour":
      return "A colour of the site's palette, such as white or primary.";
    case "url":
      return "A path on this site such as /events, or a web address.";
    case "number":
      return "A number.";
    case "boolean":
      return "Yes or no.";
    case "enum":
      return "Pick one of the choices.";
    case "json":
      return "Advanced: the value as JSON.";
    case "list":
      return "Add, remove and reorder the items.";
    case "object":
      return "The parts of this field.";
    case "longtext":
      return "Text shown to learners; new lines start new paragraphs.";
    default:
      return "Text shown to learners.";
  }
}

/** A choice's words: "PAGE_TITLE_MEDIA_CARD" → "Page title media card" (the value is unchanged). */
export function optionLabel(value: string): string {
  return /^[A-Z0-9_]+$/.test(value) || /^[a-z]+[A-Z]/.test(value) ? wordsOf(value) : value;
}

/**
 * Fields an editor rarely needs to see: ids, the widget's type, analytics names. They stay in the
 * form (and are posted) under "Technical details".
 */
export function isTechnicalKey(key: string): boolean {
  return (
    /^(id|type|tracking|trackingData|componentTrackingData)$/.test(key) || /[a-z]Id$/.test(key)
  );
}
