/**
 * The words the admin editors show for widget kinds, their fields and their choices (ours: the
 * spec names the kinds and fields, never how an editor presents them). Kind names read as titles
 * ("Page title"), field names as sentences ("Background colour"), each with a line of help; the
 * technical names stay the values the forms send.
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

/** What each widget kind is for, one line under its title in the kind picker. */
export const KIND_HELP: Record<string, string> = {
  ACHIEVEMENT_BADGES: "Badges a learner has earned, with the ones still to win.",
  ALUMNI_SPOTLIGHT: "A former learner's story: where they started and where they work now.",
  AUDIO: "An audio clip with a player and an optional transcript.",
  BANNER: "A highlighted block with text, an image and buttons; several styles.",
  BREADCRUMB: "The trail of pages above this one, each a link back.",
  BUTTON_LIST: "A row or column of buttons.",
  CALENDAR: "The signed-in learner's sessions, classes and deadlines by month.",
  CALLOUT: "A short note set apart: a tip, a warning or a piece of news.",
  CARD_CONTAINER: "Cards laid out in a grid, each with its own content.",
  CARD_LIST: "A list of cards with an image, a title, text and an action.",
  CERTIFICATE_PREVIEW: "A learner's certificate as it will be issued.",
  CERTIFICATE_VERIFICATION: "A form anyone can use to check a certificate's number.",
  CHAT: "A conversation with a mentor or the community.",
  CHECKOUT: "The purchase summary with its price and the way to pay.",
  CODE_EDITOR: "A practice problem's code editor with run and submit.",
  CODE_SNIPPET: "A short piece of code to read and copy (no editor).",
  COMPARISON_TABLE: "Plans or programmes compared side by side, feature by feature.",
  CONTACT_CARD: "Ways to reach a person or a team: e-mail, phone, address.",
  COUNTDOWN: "Time left until a date, such as an application deadline.",
  COUPON: "A field to apply a coupon code to an order.",
  COURSE_REGISTRATION: "Registration for a course or a cohort.",
  COURSE_SCHEDULE: "The dates and times of a course's live classes.",
  CURRICULUM: "A course's modules and lessons, each opening to its topics.",
  DISCUSSION_FORUM: "Threads where learners ask and answer questions.",
  DIVIDER: "A line that separates two parts of the page.",
  EMBED: "Content from another site shown in a frame.",
  EMPTY_PAGE_VIEW: "What a page shows when it has nothing yet, with a way forward.",
  EVENT_LIST: "Upcoming events and workshops with their dates.",
  FAQ: "Questions and their answers, each opening on a click.",
  FILE_UPLOAD: "A field to upload a file, such as a résumé or an assignment.",
  FORM: "A form learners fill in and send; its fields are edited in the form editor.",
  HEADER_TEXT: "A heading with an optional line above and text below.",
  HIGHLIGHT_STRIP: "A strip of short highlights, such as key facts about a course.",
  ICON_FEATURE_LIST: "Features, each with an icon, a title and a line of text.",
  IMAGE: "One image, with its alternative text for screen readers.",
  INSTRUCTOR_PROFILE: "An instructor's photo, role, experience and biography.",
  JOB_LIST: "Open jobs with their company, place and a way to apply.",
  LEADERBOARD: "Learners ranked by score, such as in a contest.",
  LOADER: "A placeholder shown while content loads.",
  LOGO_STRIP: "A row of company logos, such as hiring partners.",
  MATCH_LIST: "Mentor or peer matches with their status.",
  MENTOR_LIST: "Mentors with their role, company, expertise and a way to book.",
  NOTIFICATION_LIST: "The signed-in learner's notifications.",
  ORDER_LIST: "The signed-in learner's orders and their status.",
  OTP_VERIFICATION: "A field to enter the passcode sent by e-mail or text message.",
  PAGE_TITLE: "The page's main title with a subtitle, tags and buttons; several styles.",
  PAYMENT_STATUS: "Whether a payment went through, and what happens next.",
  PLACEMENT_STATS: "Placement figures: offers, salaries and hiring companies.",
  POLLING: "A status that refreshes itself until a long task finishes.",
  PORTFOLIO: "A learner's projects, each with a picture and a link.",
  PRICING_PLANS: "Plans with their price, what they include and a way to buy.",
  PROBLEM_LIST: "Practice problems of a group, with their difficulty and status.",
  PROGRESS_TRACKER: "How far a learner has come through a course.",
  QUOTE: "A quotation with the name of the person who said it.",
  REFERRAL_CARD: "A learner's referral link and what a referral earns.",
  REPORT_CARD: "A learner's scores and feedback for a course.",
  RICH_TEXT: "Formatted text: headings, paragraphs and lists, with an optional table of contents.",
  SALARY_CHART: "Salaries by role or experience as a chart.",
  SANDBOX: "A code sandbox with files, a runner and its output.",
  SANDBOX_EMBED: "A published code sandbox shown inside the page.",
  SKILL_MATRIX: "Skills against levels, such as what a course teaches.",
  SOCIAL_LINKS: "Links to social media profiles.",
  SPACER: "Empty space between two parts of the page.",
  STANDALONE_COMPILER: "An online compiler for any supported language.",
  STATS: "A few large figures with a label each.",
  STEPPER: "Numbered steps of a process.",
  SUBSCRIPTION_STATUS: "The signed-in learner's subscription and how to renew it.",
  TABLE: "Rows and columns of text.",
  TABS_NAV: "Tabs that move between parts of the page.",
  TAG_LIST: "A list of tags, each with an optional image.",
  TESTIMONIALS: "Learners' words about the programme, with their name and role.",
  TEXT: "A paragraph of text in one of the text styles.",
  TIMELINE: "Events or milestones in order.",
  USER_LOGIN: "The login form, by e-mail or phone passcode.",
  VIDEO: "A video with a player.",
};

/** One line of help for a kind, also for one this list does not know yet. */
export function kindHelp(kind: string): string {
  return KIND_HELP[kind] ?? `A ${kindTitle(kind).toLowerCase()} widget.`;
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
