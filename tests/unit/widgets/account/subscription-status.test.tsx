import { describe, expect, it } from "vitest";
import type { LoggedInUser } from "~/contract/user";
import { REGISTRATION_LABELS } from "~/contract/registration";
import {
  MEMBERSHIP_TIER_LABELS,
  SUBSCRIPTION_STATUS_TEXTS as TEXTS,
} from "~/contract/widgets/subscription-status-look";
import type { SubscriptionStatusData } from "~/contract/widgets/subscription-status";
import { subscriptionStatusSamples } from "~/widgets/subscription-status/samples";
import {
  accepts,
  escapeHtml,
  expectInert,
  expectRejected,
  HOSTILE_TEXT,
  parse,
  renderCell,
} from "./account-kit";

const member = (flags: Partial<LoggedInUser>): LoggedInUser => ({
  firstName: "Rohan",
  email: "rise@example.com",
  isAdmin: false,
  isRiseMember: false,
  isScaleMember: false,
  isPersonalInfoPresent: true,
  isWhiteListed: true,
  ...flags,
});

describe("SUBSCRIPTION_STATUS", () => {
  it.each(subscriptionStatusSamples.map((s) => [s.title, s.data] as const))(
    "sample %s shows the tier, the membership label and the plan",
    async (_title, input) => {
      const data = parse<SubscriptionStatusData>("SUBSCRIPTION_STATUS", input);
      const html = await renderCell("SUBSCRIPTION_STATUS", input);
      const tier = data.tier as "SCALE" | "RISE" | undefined;
      expect(html).toContain(tier ? MEMBERSHIP_TIER_LABELS[tier] : TEXTS.noMembership);
      if (data.status) {
        expect(html).toContain(REGISTRATION_LABELS[data.status as "APPROVED"]);
      }
      if (data.planName) expect(html).toContain(escapeHtml(data.planName));
      for (const line of data.benefits ?? []) expect(html).toContain(escapeHtml(line));
      if (data.button?.buttonText) expect(html).toContain(escapeHtml(data.button.buttonText));
      expectInert(html);
    },
  );

  it("reads the spec's tier labels and membership labels, each status with a glyph", async () => {
    expect(MEMBERSHIP_TIER_LABELS).toEqual({ SCALE: "Scale Member", RISE: "Rise Member" });
    const labels = {
      APPROVED: ["Approved", "check"],
      SKIPPED: ["Skipped", "info"],
      REGISTERED: ["Registered", "info"],
      WAITLISTED: ["On the waitlist", "clock"],
    } as const;
    for (const [status, [label, icon]] of Object.entries(labels)) {
      const html = await renderCell("SUBSCRIPTION_STATUS", { tier: "SCALE", status });
      expect(html).toContain(`<span>${label}</span>`);
      expect(html).toContain(`data-status-icon="${icon}"`);
    }
  });

  it("without a tier in the data, the logged-in user's own tier shows", async () => {
    const scale = await renderCell(
      "SUBSCRIPTION_STATUS",
      {},
      { auth: { user: member({ isScaleMember: true }) } },
    );
    expect(scale).toMatch(/<h3 [^>]*>Scale Member<\/h3>/);
    const rise = await renderCell(
      "SUBSCRIPTION_STATUS",
      {},
      { auth: { user: member({ isRiseMember: true }) } },
    );
    expect(rise).toMatch(/<h3 [^>]*>Rise Member<\/h3>/);
    const none = await renderCell("SUBSCRIPTION_STATUS", {}, { auth: { user: member({}) } });
    expect(none).toContain(TEXTS.noMembership);
  });

  it("shows the fee per period, free plans as Free, and dates in time elements", async () => {
    const html = await renderCell("SUBSCRIPTION_STATUS", {
      tier: "SCALE",
      price: 99900,
      billingPeriod: "month",
      renewsOn: "2026-04-01",
    });
    expect(html).toContain("₹999 / month");
    expect(html).toContain('<time dateTime="2026-04-01">1 Apr 2026</time>');
    const free = await renderCell("SUBSCRIPTION_STATUS", {
      tier: "SCALE",
      price: 0,
      billingPeriod: "month",
    });
    expect(free).toMatch(/<dt>Fee<\/dt><dd>Free<\/dd>/);
  });

  it("SUBSCRIPTION_ENROL posts to the page route with the CSRF field", async () => {
    const html = await renderCell("SUBSCRIPTION_STATUS", {
      button: {
        buttonText: "Join Scale",
        action: { type: "SUBSCRIPTION_ENROL", requestObject: { subscriptionId: "scale-monthly" } },
      },
    });
    expect(html).toContain('name="intent" value="SUBSCRIPTION_ENROL"');
    expect(html).toContain('name="csrf" value="test-csrf-token"');
  });

  it("refuses bad dates, amounts and periods; tolerates unknown tiers, statuses and fields", async () => {
    expectRejected("SUBSCRIPTION_STATUS", { renewsOn: "monthly" });
    expectRejected("SUBSCRIPTION_STATUS", { price: -1 });
    expectRejected("SUBSCRIPTION_STATUS", { billingPeriod: "<b>" });
    expect(accepts("SUBSCRIPTION_STATUS", { tier: "PLATINUM", status: "PAUSED", seats: 2 })).toBe(
      true,
    );
    const html = await renderCell("SUBSCRIPTION_STATUS", { tier: "PLATINUM", status: "PAUSED" });
    expect(html).toMatch(/<h3 [^>]*>Platinum<\/h3>/);
    expect(html).toContain("<span>Paused</span>");
  });

  it("renders hostile text as text", async () => {
    const html = await renderCell("SUBSCRIPTION_STATUS", {
      tier: HOSTILE_TEXT,
      planName: HOSTILE_TEXT,
      benefits: [HOSTILE_TEXT],
    });
    expect(html).toContain(escapeHtml(HOSTILE_TEXT));
    expectInert(html);
  });
});
