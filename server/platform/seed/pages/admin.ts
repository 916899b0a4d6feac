import { component, page, section } from "../builders";
import {
  band,
  button,
  cardGrid,
  heading,
  HIRING_PARTNERS,
  linkCard,
  pageData,
  partnerLogos,
  PERSONAL_PAGE_TTL_SECONDS,
  portrait,
} from "../common";

/**
 * The stored admin pages (spec 02 section 2: no header): companies, CRM, educators, success
 * stories, jobs and the recording page. The platform answers them to admins only (403 "Admins
 * only"), and admins can edit them like any stored page. The dashboard (/admin), the content
 * list (/admin/cms), /admin/spot, /service/status and the `…/builder` pages are built from the
 * database as they are answered (cms/admin-pages.ts).
 */

const DASHBOARD = "/admin";

function adminSeedPage(
  id: string,
  uri: string,
  title: string,
  description: string,
  intro: { superText: string; text: string; subText: string },
  sections: ReturnType<typeof section>[],
) {
  return page(
    {
      id,
      uri,
      ttl: PERSONAL_PAGE_TTL_SECONDS,
      pageData: pageData({ title, description, pageName: title, marketing: false }),
    },
    [
      section(`${id}-title`, { layout: band("surface", "s") }, [
        component("HEADER_TEXT", {
          textData: intro,
          textSize: 1,
          buttonDataList: [button("Admin dashboard", DASHBOARD, "text")],
        }),
      ]),
      ...sections,
    ],
  );
}

/** Figures per hiring partner: open roles, hires in the last 12 months, partner since. */
const PARTNER_FIGURES: Record<string, [number, number, string]> = {
  northwind: [4, 11, "2021"],
  bluepeak: [6, 19, "2020"],
  orbit: [3, 9, "2022"],
  globex: [2, 5, "2023"],
  initech: [1, 4, "2023"],
  hooli: [5, 14, "2021"],
  acme: [2, 6, "2022"],
  umbrella: [1, 3, "2024"],
};

export const adminCompaniesPage = adminSeedPage(
  "admin-companies",
  "/admin/companies",
  "Companies",
  "Hiring partners and their openings.",
  {
    superText: "Admin · Companies",
    text: "Hiring partners",
    subText: `${HIRING_PARTNERS.length} companies hire from our cohorts.`,
  },
  [
    section("companies-logos", { layout: band("white", "s") }, [
      component("LOGO_STRIP", { logos: partnerLogos() }),
    ]),
    section(
      "companies-list",
      { header: heading("Partners", { size: 3 }), layout: band("surface", "s") },
      [
        component("TABLE", {
          caption: "Hiring partners",
          columns: [
            { key: "company", title: "Company" },
            { key: "openRoles", title: "Open roles" },
            { key: "hires", title: "Hires, last 12 months" },
            { key: "since", title: "Partner since" },
          ],
          rows: HIRING_PARTNERS.map(([slug, company]) => {
            const [openRoles, hires, since] = PARTNER_FIGURES[slug] ?? [0, 0, "2024"];
            return { company, openRoles, hires, since };
          }),
        }),
        component("BUTTON_LIST", {
          alignment: "LEFT",
          buttonDataList: [button("See the openings", "/admin/jobs/openings", "secondary")],
        }),
      ],
    ),
  ],
);

export const adminCrmPage = adminSeedPage(
  "admin-crm",
  "/admin/crm",
  "CRM",
  "Learner leads and follow-ups.",
  { superText: "Admin · CRM", text: "Leads", subText: "Who asked about a course this month." },
  [
    section("crm-figures", { layout: band("white", "s") }, [
      component("STATS", {
        items: [
          { value: "48", label: "New leads", subLabel: "this month" },
          { value: "9", label: "Follow-ups due", subLabel: "this week" },
          { value: "14%", label: "Became learners" },
        ],
        showDividers: true,
      }),
      component(
        "CARD_LIST",
        cardGrid(
          [
            linkCard(
              "/admin/crm/leads",
              "All leads",
              "Every lead with its course, source, stage and next step.",
            ),
            linkCard(
              "/admin/companies",
              "Company leads",
              "Teams asking to hire from the next cohort.",
            ),
          ],
          2,
        ),
      ),
    ]),
  ],
);

export const adminCrmLeadsPage = adminSeedPage(
  "admin-crm-leads",
  "/admin/crm/leads",
  "Leads",
  "Every lead with its stage and next step.",
  { superText: "Admin · CRM", text: "All leads", subText: "Newest first." },
  [
    section("leads-list", { layout: band("white", "s") }, [
      component("TABLE", {
        caption: "Leads",
        columns: [
          { key: "name", title: "Name" },
          { key: "course", title: "Interested in" },
          { key: "source", title: "Source" },
          { key: "stage", title: "Stage" },
          { key: "next", title: "Next step" },
        ],
        rows: [
          ["Meghna Rao", "Data Analyst Fellowship", "Webinar", "Contacted", "Call on Thursday"],
          ["Arjun Mehta", "Product Manager Fellowship", "Referral", "New", "Send the syllabus"],
          ["Sana Qureshi", "UI/UX Design Fellowship", "Instagram", "Qualified", "Portfolio review"],
          ["Vikram Nair", "Generative AI course", "Search", "Contacted", "Follow up by email"],
          ["Pooja Sharma", "Business Analyst Fellowship", "Event", "Applied", "Schedule interview"],
          ["Rahul Desai", "Data Analyst Fellowship", "Referral", "Enrolled", "Welcome call"],
        ].map(([name, course, source, stage, next]) => ({ name, course, source, stage, next })),
      }),
    ]),
  ],
);

const EDUCATORS = [
  ["Ritu Agarwal", "Analytics Manager", "Bluepeak Analytics", "Data Analyst Fellowship", 12],
  ["Nikhil Kapoor", "Senior Data Analyst", "Kestrel Pay", "Data Analyst Fellowship", 9],
  ["Shreya Iyer", "Lead Analyst", "Tidewater Logistics", "Business Analyst Fellowship", 7],
  ["Aman Gupta", "Data Scientist", "Orbit Commerce", "Generative AI course", 10],
] as const;

export const adminEducatorsPage = adminSeedPage(
  "admin-educators",
  "/admin/educators",
  "Educators",
  "Mentors, instructors and authors.",
  {
    superText: "Admin · Educators",
    text: "Mentors and instructors",
    subText: `${EDUCATORS.length} educators teach this quarter.`,
  },
  [
    section("educators-cards", { layout: band("white", "s") }, [
      component("CARD_LIST", {
        viewType: "IMAGE_CARD",
        numColumns: 4,
        cards: EDUCATORS.map(([name, role, company], i) => ({
          image: portrait(i + 1, `Portrait of ${name}`),
          superText: company,
          title: name,
          subText: role,
        })),
      }),
    ]),
    section(
      "educators-list",
      { header: heading("This quarter", { size: 3 }), layout: band("surface", "s") },
      [
        component("TABLE", {
          caption: "Educators and their sessions",
          columns: [
            { key: "name", title: "Name" },
            { key: "course", title: "Teaches" },
            { key: "sessions", title: "Sessions this month" },
          ],
          rows: EDUCATORS.map(([name, , , course, sessions]) => ({ name, course, sessions })),
        }),
      ],
    ),
  ],
);

export const adminSuccessStoriesPage = adminSeedPage(
  "admin-success-stories",
  "/admin/success-stories",
  "Success stories",
  "Reviews and placement stories.",
  {
    superText: "Admin · Success stories",
    text: "Success stories",
    subText: "Stories shown on /reviews and the course pages.",
  },
  [
    section("stories-list", { layout: band("white", "s") }, [
      component("TABLE", {
        caption: "Stories",
        columns: [
          { key: "learner", title: "Learner" },
          { key: "role", title: "Now" },
          { key: "company", title: "Company" },
          { key: "status", title: "Status" },
        ],
        rows: [
          ["Farhan Siddiqui", "Data Analyst", "Bluepeak Analytics", "Published"],
          ["Aditi Kulkarni", "Associate Product Manager", "Orbit Commerce", "Published"],
          ["Neha Joshi", "Product Designer", "Fernway Travel", "Published"],
          ["Lavanya Krishnan", "Business Intelligence Analyst", "Lumen Health", "In review"],
          ["Karthik Menon", "Senior Software Engineer", "Kestrel Pay", "Draft"],
        ].map(([learner, role, company, status]) => ({ learner, role, company, status })),
      }),
      component("BUTTON_LIST", {
        alignment: "LEFT",
        buttonDataList: [button("See /reviews", "/reviews", "secondary")],
      }),
    ]),
  ],
);

export const adminJobsPage = adminSeedPage(
  "admin-jobs",
  "/admin/jobs",
  "Jobs",
  "Job posts shown to learners.",
  { superText: "Admin · Jobs", text: "Jobs", subText: "Openings our partners shared with us." },
  [
    section("jobs-figures", { layout: band("white", "s") }, [
      component("STATS", {
        items: [
          { value: "24", label: "Open roles" },
          { value: "8", label: "Companies hiring" },
          { value: "131", label: "Applications this month" },
        ],
        showDividers: true,
      }),
      component(
        "CARD_LIST",
        cardGrid(
          [
            linkCard("/admin/jobs/openings", "Openings", "Every open role with its applicants."),
            linkCard("/admin/companies", "Companies", "The partners behind the roles."),
          ],
          2,
        ),
      ),
    ]),
  ],
);

export const adminJobOpeningsPage = adminSeedPage(
  "admin-job-openings",
  "/admin/jobs/openings",
  "Openings",
  "Every open role with its applicants.",
  { superText: "Admin · Jobs", text: "Openings", subText: "Newest first." },
  [
    section("openings-list", { layout: band("white", "s") }, [
      component("TABLE", {
        caption: "Open roles",
        columns: [
          { key: "role", title: "Role" },
          { key: "company", title: "Company" },
          { key: "location", title: "Location" },
          { key: "applicants", title: "Applicants" },
          { key: "status", title: "Status" },
        ],
        rows: [
          ["Data Analyst", "Bluepeak Analytics", "Bengaluru", 34, "Open"],
          ["Associate Product Manager", "Orbit Commerce", "Remote", 52, "Interviewing"],
          ["Product Designer", "Northwind Labs", "Pune", 21, "Open"],
          ["Business Analyst", "Hooli", "Hyderabad", 17, "Open"],
          ["Analytics Engineer", "Globex", "Remote", 7, "Closing soon"],
        ].map(([role, company, location, applicants, status]) => ({
          role,
          company,
          location,
          applicants,
          status,
        })),
      }),
    ]),
  ],
);

/** Where a one-time recording link from /admin/spot lands once the device is signed in. */
export const adminSpotRecordPage = adminSeedPage(
  "admin-spot-record",
  "/admin/spot/record",
  "Recording",
  "This device records a walkthrough of the site.",
  {
    superText: "Admin · Spot",
    text: "This device is ready to record",
    subText: "It is signed in as the admin who opened the link.",
  },
  [
    section("record-steps", { layout: band("white", "s") }, [
      component("TIMELINE", {
        steps: [
          { title: "Start the screen recorder", subText: "Your device's own recorder." },
          { title: "Walk through the pages", subText: "Start at the home page." },
          { title: "Stop and upload", subText: "Share the video with the content team." },
        ],
      }),
      component("BUTTON_LIST", {
        alignment: "LEFT",
        buttonDataList: [button("Start at the home page", "/")],
      }),
    ]),
  ],
);

export const adminSeedPages = [
  adminCompaniesPage,
  adminCrmPage,
  adminCrmLeadsPage,
  adminEducatorsPage,
  adminSuccessStoriesPage,
  adminJobsPage,
  adminJobOpeningsPage,
  adminSpotRecordPage,
];
