import { describe, expect, it } from "vitest";
import { formatDate } from "~/contract/widgets/account-look";
import {
  NOTIFICATION_LIST_TEXTS as TEXTS,
  NOTIFICATION_LOOKS,
} from "~/contract/widgets/notification-list-look";
import type { NotificationListData } from "~/contract/widgets/notification-list";
import { notificationListSamples } from "~/widgets/notification-list/samples";
import {
  accepts,
  attrs,
  escapeHtml,
  expectInert,
  expectRejected,
  HOSTILE_TEXT,
  HOSTILE_URL,
  parse,
  renderCell,
} from "./account-kit";

const note = { title: "Live class moved to Sunday", date: "2026-03-01", kind: "INFO" };

describe("NOTIFICATION_LIST", () => {
  it.each(notificationListSamples.map((s) => [s.title, s.data] as const))(
    "sample %s renders every notification (or the empty text)",
    async (_title, input) => {
      const data = parse<NotificationListData>("NOTIFICATION_LIST", input);
      const html = await renderCell("NOTIFICATION_LIST", input);
      for (const n of data.notifications) {
        expect(html).toContain(escapeHtml(n.title));
        if (n.body) expect(html).toContain(escapeHtml(n.body));
        expect(html).toContain(formatDate(n.date));
        if (n.button?.buttonText) expect(html).toContain(escapeHtml(n.button.buttonText));
      }
      if (!data.notifications.length) expect(html).toContain(escapeHtml(data.emptyText ?? ""));
      expectInert(html);
    },
  );

  it("is a list named with its unread count; unread ones say New in words", async () => {
    const html = await renderCell("NOTIFICATION_LIST", {
      notifications: [
        { ...note, read: false },
        { ...note, title: "Old", read: true },
      ],
    });
    expect(html).toContain(
      '<ul class="notification-list__list" aria-label="Notifications, 1 new">',
    );
    expect(html.match(/<li /g)).toHaveLength(2);
    expect(html.match(new RegExp(`>${TEXTS.unread}</strong>`, "g"))).toHaveLength(1);
    expect(html).toMatch(/<h3 [^>]*>Live class moved to Sunday<\/h3>/);
  });

  it("each kind has a word beside its glyph; an unknown kind reads as an update", async () => {
    for (const kind of ["INFO", "SUCCESS", "WARNING", "REMINDER"] as const) {
      const html = await renderCell("NOTIFICATION_LIST", { notifications: [{ ...note, kind }] });
      expect(html).toContain(`<span>${NOTIFICATION_LOOKS[kind].label}</span>`);
      expect(html).toContain(`data-status-icon="${NOTIFICATION_LOOKS[kind].icon}"`);
    }
    const unknown = await renderCell("NOTIFICATION_LIST", {
      notifications: [{ ...note, kind: "PROMO" }],
    });
    expect(unknown).toContain(`<span>${NOTIFICATION_LOOKS.INFO.label}</span>`);
  });

  it("a notification's button is a link", async () => {
    const html = await renderCell("NOTIFICATION_LIST", {
      notifications: [
        {
          ...note,
          button: {
            buttonText: "See schedule",
            action: { type: "NAVIGATION", uri: "/my-courses" },
          },
        },
      ],
    });
    expect(attrs(html, "href")).toContain("/my-courses");
  });

  it("shows the contract's empty text", async () => {
    expect(await renderCell("NOTIFICATION_LIST", { notifications: [] })).toContain(
      escapeHtml(TEXTS.empty),
    );
  });

  it("refuses data without a list, drops malformed items, tolerates unknown fields", async () => {
    expectRejected("NOTIFICATION_LIST", {});
    expectRejected("NOTIFICATION_LIST", { notifications: {} });
    const parsed = parse<NotificationListData>("NOTIFICATION_LIST", {
      notifications: [
        { title: "no date" },
        { ...note, date: "soon" },
        { date: "2026-01-01" },
        note,
      ],
    });
    expect(parsed.notifications).toHaveLength(1);
    expect(
      accepts("NOTIFICATION_LIST", { notifications: [{ ...note, icon: "bell" }], page: 2 }),
    ).toBe(true);
  });

  it("renders hostile text as text and never a javascript: href", async () => {
    const html = await renderCell("NOTIFICATION_LIST", {
      notifications: [
        {
          ...note,
          title: HOSTILE_TEXT,
          body: HOSTILE_TEXT,
          button: { buttonText: "Open", action: { type: "NAVIGATION", uri: HOSTILE_URL } },
        },
      ],
    });
    expect(html).toContain(escapeHtml(HOSTILE_TEXT));
    expectInert(html);
  });
});
