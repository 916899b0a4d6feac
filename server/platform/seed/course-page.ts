import type { PageInput } from "../db/pages";
import {
  component,
  container,
  layout,
  page,
  section,
  type PaletteKey,
  type SeedCell,
} from "./builders";
import {
  band,
  button,
  COURSES,
  type CourseSummary,
  GUTTER,
  heading,
  image,
  pageData,
  partnerLogos,
  portrait,
  tag,
} from "./common";

/** The copy of one course page; course-page() turns it into the page's cell tree. */
export interface CourseContent {
  slug: string;
  /** Hero band colour. */
  accent: PaletteKey;
  titleView: "DEFAULT" | "PAGE_TITLE_V2" | "PAGE_TITLE_MEDIA_CARD";
  superText: string;
  title: string;
  subtitle: string;
  highlights: Array<{ value: string; label: string; subLabel?: string }>;
  audience: string[];
  skills: string[];
  curriculum: Array<{ duration: string; title: string; subText: string }>;
  projects: Array<{ title: string; subText: string }>;
  mentors: Array<{ name: string; role: string; company: string; photo: number }>;
  /** Bootcamps show their weekly rhythm as a table; fellowships show hiring partners. */
  schedule?: Array<{ day: string; session: string; format: string; duration: string }>;
  testimonials: Array<{
    quote: string;
    name: string;
    role: string;
    company?: string;
    rating?: number;
  }>;
  faqs: Array<{ question: string; answer: string }>;
  nextCohort: string;
  /** The section "enrol" under the hero: how to buy, pay in parts or be notified. */
  enrol?: SeedCell[];
}

const TABS = [
  ["Overview", "overview"],
  ["Curriculum", "curriculum"],
  ["Projects", "projects"],
  ["Mentors", "mentors"],
  ["Reviews", "reviews"],
  ["FAQs", "faqs"],
] as const;

function courseOf(slug: string): CourseSummary {
  const course = COURSES.find((c) => c.slug === slug);
  if (!course) throw new Error(`Unknown course ${slug}`);
  return course;
}

function hero(content: CourseContent, course: CourseSummary): SeedCell[] {
  const title = component(
    "PAGE_TITLE",
    {
      viewType: content.titleView,
      superText: content.superText,
      title: content.title,
      subtitle: content.subtitle,
      textSize: 1,
      ...(content.titleView === "PAGE_TITLE_MEDIA_CARD"
        ? { image: image(course.image, `${course.name} illustration`, 4, 3) }
        : {}),
      tagData: [
        tag(course.duration, "yellow-light"),
        tag(course.kind === "Fellowship" ? "Placement-focused" : "Upskilling", "green-light"),
        tag("Live online"),
      ],
      buttonDataList: [
        button("View curriculum", "#curriculum"),
        button("Talk to an advisor", "/contact-us", "secondary"),
      ],
    },
    { span: content.titleView === "DEFAULT" ? 8 : 12 },
  );
  const row =
    content.titleView === "DEFAULT"
      ? container({ numColumns: 2, alignment: "ROW", gap: 48 }, [
          title,
          component(
            "IMAGE",
            { image: image(course.image, `${course.name} illustration`, 4, 3), maxWidth: 420 },
            { span: 4 },
          ),
        ])
      : title;
  return [
    row,
    component(
      "STATS",
      { showDividers: true, items: content.highlights },
      { layout: layout({ padding: ["padding-top-32"] }) },
    ),
  ];
}

/** A course page: TABS_NAV first, then one section per tab target (the section id is the anchor). */
export function coursePage(content: CourseContent): PageInput {
  const course = courseOf(content.slug);
  return page(
    {
      id: `course-${content.slug}`,
      uri: course.uri,
      ttl: 300,
      pageData: pageData({
        title: course.name,
        description: `${content.subtitle} ${course.duration}, live online.`,
        pageName: "Course Page",
        extra: {
          trackingData: { pageName: "Course Page", data: { courseSlug: content.slug } },
        },
      }),
    },
    [
      component(
        "TABS_NAV",
        {
          ariaLabel: `${course.name} sections`,
          bgColorData: { bgKey: "white" },
          tabs: TABS.map(([title, targetId]) => ({ title, targetId })),
        },
        { id: "course-tabs" },
      ),
      section("overview", { layout: band(content.accent, "l") }, hero(content, course)),
      ...(content.enrol ? [section("enrol", { layout: band("white") }, content.enrol)] : []),
      section(
        "who-its-for",
        { header: heading("Is this programme for you?"), layout: band("white") },
        [
          container({ numColumns: 2, alignment: "ROW", gap: 48, showCellSeparator: true }, [
            component(
              "RICH_TEXT",
              {
                blocks: [
                  { kind: "paragraph", text: "This programme is a good fit if you are:" },
                  { kind: "list", items: content.audience },
                ],
              },
              { span: 6 },
            ),
            component(
              "TAG_LIST",
              {
                label: "Skills you will learn",
                headerData: heading("Skills you will learn", { size: 4 }),
                tagData: content.skills.map((skill, i) =>
                  tag(
                    skill,
                    (
                      [
                        "blue-light",
                        "yellow-light",
                        "green-light",
                        "pink-light",
                        "orange-light",
                      ] as const
                    )[i % 5],
                  ),
                ),
              },
              { span: 6 },
            ),
          ]),
        ],
      ),
      section(
        "curriculum",
        {
          header: heading("Curriculum", {
            superText: `${course.duration}, week by week`,
            subText: "Every module mixes live classes, a hands-on assignment and a mentor review.",
          }),
          layout: band("surface"),
        },
        [component("TIMELINE", { steps: content.curriculum })],
      ),
      section("projects", { header: heading("What you will build"), layout: band("white") }, [
        component("CARD_LIST", {
          viewType: "HORIZONTAL",
          cards: content.projects.map((p) => ({
            image: image(course.image, "", 4, 3),
            superText: "Project",
            title: p.title,
            subText: p.subText,
          })),
        }),
      ]),
      section(
        "mentors",
        {
          header: heading("Learn from practitioners", {
            superText: "Mentors",
            subText: "Mentors review your work every fortnight and run your mock interviews.",
          }),
          layout: band("surface-alt"),
        },
        [
          component("CARD_LIST", {
            viewType: "IMAGE_CARD",
            numColumns: 4,
            cards: content.mentors.map((m) => ({
              image: portrait(m.photo, `Portrait of ${m.name}`),
              superText: m.company,
              title: m.name,
              subText: m.role,
            })),
          }),
        ],
      ),
      content.schedule
        ? section("schedule", { header: heading("A typical week"), layout: band("white", "s") }, [
            component("TABLE", {
              caption: `Weekly rhythm of the ${course.name}`,
              columns: [
                { key: "day", title: "Day" },
                { key: "session", title: "Session" },
                { key: "format", title: "Format" },
                { key: "duration", title: "Duration" },
              ],
              rows: content.schedule,
            }),
          ])
        : section("hiring-partners", { layout: band("white", "s") }, [
            component("LOGO_STRIP", {
              headerData: heading("Fellows from this track work at", { center: true, size: 3 }),
              logos: partnerLogos(6),
            }),
          ]),
      section("reviews", { header: heading("What learners say"), layout: band("primary-light") }, [
        component("TESTIMONIALS", {
          testimonials: content.testimonials.map((t, i) => ({
            ...t,
            image: portrait(i + 3),
          })),
          footerData: { buttonDataList: [button("Read all reviews", "/reviews", "secondary")] },
        }),
      ]),
      section("faqs", { header: heading("Frequently asked questions"), layout: band("white") }, [
        container({ numColumns: 2, alignment: "ROW", gap: 32 }, [
          component("FAQ", { openFirst: true, questions: content.faqs }, { span: 8 }),
          component(
            "BANNER",
            {
              viewType: "ANNOUNCEMENT_HIGHLIGHT",
              superText: "Next cohort",
              text: content.nextCohort,
              subText: "Seats are limited to keep mentor groups small.",
              buttonDataList: [button("Talk to an advisor", "/contact-us")],
            },
            { span: 4 },
          ),
        ]),
      ]),
      section(
        "more-programmes",
        {
          layout: layout({
            bg: "dark-purple",
            padding: ["padding-top-64", "padding-bottom-64", GUTTER],
          }),
        },
        [
          component("BANNER", {
            viewType: "FULL_BLEED_BACKGROUND",
            text: "Still comparing tracks?",
            subText: "See every fellowship and the bootcamp side by side.",
            image: image("hero-learning.svg", ""),
            buttonDataList: [
              button("Compare programmes", "/#programmes", "white"),
              button("Back to top", "#overview", "secondary"),
            ],
          }),
        ],
      ),
    ],
  );
}
