import { component, page, section } from "../builders";
import { band, pageData, PERSONAL_PAGE_TTL_SECONDS } from "../common";

/** The /my-calendar page's CALENDAR cell (filled per caller: community/calendar.ts). */
export const MY_CALENDAR_CELL_ID = "my-calendar-month";

/**
 * My Calendar (spec 01 route table: no footer, no sticky header, login required, contains a
 * calendar). The stored cell is an empty month so it passes its schema as stored; the platform
 * answers the signed-in user's events of the month the address asks for (?month=YYYY-MM).
 */
export const myCalendarPage = page(
  {
    id: "my-calendar",
    uri: "/my-calendar",
    ttl: PERSONAL_PAGE_TTL_SECONDS,
    pageData: pageData({
      title: "My Calendar",
      description: "Your live sessions, classes and deadlines, month by month.",
      pageName: "My Calendar",
      marketing: false,
    }),
  },
  [
    section("my-calendar-body", { layout: band("white", "s") }, [
      component(
        "CALENDAR",
        {
          title: "My calendar",
          month: "2026-01",
          timeZone: "Asia/Kolkata",
          events: [],
          emptyText: "Nothing scheduled this month. New cohort classes appear here once you enrol.",
        },
        { id: MY_CALENDAR_CELL_ID },
      ),
    ]),
  ],
);
