import { describe, expect, it } from "vitest";
import { formatMoney } from "~/commerce/money";
import { formatDate } from "~/contract/widgets/account-look";
import {
  COURSE_REGISTRATION_TEXTS as TEXTS,
  seatsText,
} from "~/contract/widgets/course-registration-look";
import { courseRegistrationSamples } from "~/widgets/course-registration/samples";
import {
  accepts,
  escapeHtml,
  expectInert,
  expectRejected,
  HOSTILE_TEXT,
  renderCell,
} from "./account-kit";

const base = {
  courseName: "Product Manager Fellowship",
  startDate: "2026-04-04",
  registerButton: {
    buttonText: "Enrol",
    action: { type: "ENROL", requestObject: { courseId: "pm-fellowship" } },
  },
};

describe("COURSE_REGISTRATION", () => {
  it.each(courseRegistrationSamples.map((s) => [s.title, s.data] as const))(
    "sample %s shows its course, dates, seats, fee and register action",
    async (_title, data) => {
      const html = await renderCell("COURSE_REGISTRATION", data);
      expect(html).toContain(escapeHtml(data.courseName));
      expect(html).toContain(formatDate(data.startDate));
      if (data.endDate) expect(html).toContain(formatDate(data.endDate));
      if (data.schedule) expect(html).toContain(escapeHtml(data.schedule));
      expect(html).toContain(data.price ? formatMoney(data.price) : TEXTS.free);
      expect(html).toContain(escapeHtml(data.registerButton.buttonText ?? ""));
      const type = data.registerButton.action?.type ?? "";
      if (data.seatsLeft === 0) {
        expect(html).toContain(TEXTS.soldOut);
        expect(html).toMatch(/<button type="button"[^>]*disabled/);
      } else {
        expect(html).toContain(`name="intent" value="${type}"`);
        expect(html).toContain(
          seatsText(data.seatsLeft ?? undefined, data.seatsTotal ?? undefined),
        );
      }
      expectInert(html);
    },
  );

  it("posts its enrolment action to the page route with the CSRF field (no JavaScript needed)", async () => {
    const html = await renderCell("COURSE_REGISTRATION", base);
    expect(html).toMatch(/<form[^>]*method="post"/);
    expect(html).toContain('name="csrf" value="test-csrf-token"');
    expect(html).toContain('name="intent" value="ENROL"');
    expect(html).toContain(`>${TEXTS.free}<`);
  });

  it("reads seats in words", async () => {
    expect(seatsText(12, 40)).toBe("12 of 40 seats left");
    expect(seatsText(1, undefined)).toBe("1 seat left");
    expect(seatsText(undefined, 40)).toBe("40 seats");
    expect(seatsText(undefined, undefined)).toBe("");
  });

  it("refuses bad dates, more seats left than there are, and actions that do not register", async () => {
    expectRejected("COURSE_REGISTRATION", { ...base, startDate: "next month" });
    expectRejected("COURSE_REGISTRATION", { ...base, endDate: "2026-01-01" });
    expectRejected("COURSE_REGISTRATION", { ...base, seatsTotal: 10, seatsLeft: 11 });
    expectRejected("COURSE_REGISTRATION", { ...base, seatsLeft: -1 });
    expectRejected("COURSE_REGISTRATION", {
      ...base,
      registerButton: { action: { type: "LOGOUT" } },
    });
    expectRejected("COURSE_REGISTRATION", { ...base, registerButton: undefined });
    expectRejected("COURSE_REGISTRATION", { ...base, courseName: "" });
  });

  it("tolerates unknown fields", async () => {
    expect(accepts("COURSE_REGISTRATION", { ...base, batchCode: "B7", mentors: [] })).toBe(true);
  });

  it("renders hostile text as text", async () => {
    const html = await renderCell("COURSE_REGISTRATION", {
      ...base,
      courseName: HOSTILE_TEXT,
      cohortName: HOSTILE_TEXT,
      schedule: HOSTILE_TEXT,
      highlights: [HOSTILE_TEXT],
    });
    expect(html).toContain(escapeHtml(HOSTILE_TEXT));
    expectInert(html);
  });
});
