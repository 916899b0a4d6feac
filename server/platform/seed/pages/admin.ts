import { component, page, section } from "../builders";
import { band, pageData, PERSONAL_PAGE_TTL_SECONDS, tag } from "../common";

/** An admin area: its route (shown, not linked: the editors are not part of this platform yet). */
const area = (title: string, subText: string, route: string) => ({
  superText: route,
  title,
  subText,
  tags: [tag("Editor")],
});

/** The admin dashboard; the platform answers it to admins only (403 "Admins only"). */
export const adminPage = page(
  {
    id: "admin",
    uri: "/admin",
    ttl: PERSONAL_PAGE_TTL_SECONDS,
    pageData: pageData({
      title: "Admin",
      description: "Content, companies, learners and jobs.",
      pageName: "Admin Dashboard",
      marketing: false,
    }),
  },
  [
    section("admin-title", { layout: band("surface", "s") }, [
      component("HEADER_TEXT", {
        textData: {
          superText: "Admin",
          text: "Admin dashboard",
          subText: "Edit pages and forms, manage partners and follow learners.",
        },
        textSize: 1,
      }),
    ]),
    section("admin-areas", { layout: band("white") }, [
      component("CARD_LIST", {
        viewType: "CARD_WITH_BACKGROUND",
        numColumns: 3,
        cards: [
          area("Content", "Pages, cells and forms of the site.", "/admin/cms"),
          area("Companies", "Hiring partners and their openings.", "/admin/companies"),
          area("CRM", "Learner leads and follow-ups.", "/admin/crm"),
          area("Educators", "Mentors, instructors and authors.", "/admin/educators"),
          area("Success stories", "Reviews and placement stories.", "/admin/success-stories"),
          area("Jobs", "Job posts shown to learners.", "/admin/jobs"),
        ].map((card) => ({ ...card, bgColorData: { bgKey: "surface" } })),
      }),
    ]),
  ],
);
