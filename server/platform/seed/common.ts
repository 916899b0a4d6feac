import { layout, type CellLayout, type PaletteKey } from "./builders";

/** Pieces every seed page shares: actions, buttons, images, spacing and page data. */

export type ButtonStyle = "primary" | "secondary" | "text" | PaletteKey;

export const navigate = (uri: string) => ({ type: "NAVIGATION", uri });

/** Button data (spec 01 section 3); style is the bgKey: primary, secondary (outlined), text. */
export function button(buttonText: string, uri: string, style: ButtonStyle = "primary") {
  return { buttonText, bgColorData: { bgKey: style }, action: navigate(uri) };
}

/** An image the BFF serves from public/images/. */
export function image(file: string, altText: string, aspectRatioX = 16, aspectRatioY = 9) {
  return { url: `/images/${file}`, altText, aspectRatioX, aspectRatioY };
}

/** A card that opens an admin area: its address over its title, on the surface colour. */
export function linkCard(route: string, title: string, subText: string) {
  return {
    superText: route,
    title,
    subText,
    action: navigate(route),
    bgColorData: { bgKey: "surface" },
  };
}

/** A grid of cards with a background (the admin pages' look). */
export function cardGrid(cards: ReadonlyArray<Record<string, unknown>>, numColumns = 3) {
  return { viewType: "CARD_WITH_BACKGROUND", numColumns, cards };
}

export const tag = (text: string, bgKey?: PaletteKey) => (bgKey ? { text, bgKey } : { text });

/** headerData / section header: {textData {text, superText, subText}, textSize, alignment}. */
export function heading(
  text: string,
  more: { superText?: string; subText?: string; size?: number; center?: boolean } = {},
) {
  const textData: Record<string, string> = { text };
  if (more.superText) textData.superText = more.superText;
  if (more.subText) textData.subText = more.subText;
  return {
    textData,
    textSize: more.size ?? 2,
    ...(more.center ? { alignment: "CENTER" } : {}),
  };
}

/**
 * Cache lifetime of pages that belong to one user (account pages, admin): 0, so no cache keeps
 * one user's page for another.
 */
export const PERSONAL_PAGE_TTL_SECONDS = 0;

/** The spec's default page padding (padding-right-64-left-64) plus vertical rhythm. */
export const GUTTER = "padding-right-64-left-64";

export function band(bg: PaletteKey, size: "s" | "m" | "l" = "m"): CellLayout {
  const y = { s: 32, m: 48, l: 80 }[size];
  return layout({ bg, padding: [`padding-top-${y}`, `padding-bottom-${y}`, GUTTER] });
}

export interface PageDataInput {
  title: string;
  description: string;
  pageName: string;
  marketing?: boolean;
  extra?: Record<string, unknown>;
}

/** pageData with the fields the shell uses: title, description, tracking and layout flags. */
export function pageData(input: PageDataInput): Record<string, unknown> {
  return {
    title: input.title,
    description: input.description,
    trackingData: { pageName: input.pageName },
    layoutParams: { isMarketingPage: input.marketing ?? true },
    ...input.extra,
  };
}

export interface CourseSummary {
  slug: string;
  uri: string;
  name: string;
  kind: "Fellowship" | "Bootcamp";
  duration: string;
  image: string;
  pitch: string;
}

/** The five programmes, as cards and links elsewhere refer to them. */
export const COURSES: readonly CourseSummary[] = [
  {
    slug: "product-management",
    uri: "/course/product-management-course",
    name: "Product Manager Fellowship",
    kind: "Fellowship",
    duration: "4 months",
    image: "course-pm.svg",
    pitch: "Find problems worth solving, write crisp specs and ship alongside engineering teams.",
  },
  {
    slug: "ui-ux-design",
    uri: "/course/ui-ux-design-course",
    name: "Product Designer Fellowship",
    kind: "Fellowship",
    duration: "4 months",
    image: "course-design.svg",
    pitch: "Research, wireframe and prototype, then defend every design decision in critique.",
  },
  {
    slug: "data-analyst",
    uri: "/course/data-analyst-course",
    name: "Data Analyst Fellowship",
    kind: "Fellowship",
    duration: "3 months",
    image: "course-data.svg",
    pitch: "SQL, spreadsheets, Python and dashboards, practised on real business datasets.",
  },
  {
    slug: "business-analyst",
    uri: "/course/business-analyst-course",
    name: "Business Analyst Fellowship",
    kind: "Fellowship",
    duration: "3 months",
    image: "course-ba.svg",
    pitch: "Map processes, size opportunities and turn stakeholder asks into clear requirements.",
  },
  {
    slug: "generative-ai",
    uri: "/course/generative-ai-course",
    name: "Applied Generative AI Bootcamp",
    kind: "Bootcamp",
    duration: "2 months",
    image: "course-genai.svg",
    pitch: "Prompting, retrieval and evaluation: build and ship two AI assistants end to end.",
  },
];

/** CARD_LIST cards for the programmes (IMAGE_CARD look). */
export function courseCards(except?: string) {
  return COURSES.filter((c) => c.slug !== except).map((c) => ({
    image: image(c.image, `${c.name} illustration`),
    superText: `${c.kind} · ${c.duration}`,
    title: c.name,
    subText: c.pitch,
    tags:
      c.kind === "Fellowship"
        ? [tag("Placement-focused", "green-light"), tag("Live cohort")]
        : [tag("Upskilling", "blue-light"), tag("Weekends")],
    action: navigate(c.uri),
  }));
}

/** Fictional companies whose logos (public/images/logo-{slug}.svg) appear as hiring partners. */
export const HIRING_PARTNERS = [
  ["northwind", "Northwind Labs"],
  ["bluepeak", "Bluepeak Analytics"],
  ["orbit", "Orbit Commerce"],
  ["globex", "Globex"],
  ["initech", "Initech"],
  ["hooli", "Hooli"],
  ["acme", "Acme"],
  ["umbrella", "Umbrella"],
] as const;

/** Portraits available as public/images/mentor-{1..4}.svg. */
export const PORTRAIT_COUNT = 4;
export const portrait = (n: number, altText = "") =>
  image(`mentor-${((n - 1) % PORTRAIT_COUNT) + 1}.svg`, altText, 1, 1);

export function partnerLogos(count: number = HIRING_PARTNERS.length) {
  return HIRING_PARTNERS.slice(0, count).map(([slug, name]) => ({
    name,
    image: image(`logo-${slug}.svg`, `${name} logo`, 3, 1),
  }));
}
