import { describe, expect, it } from "vitest";
import { COPIED_TEXT } from "~/contract/action-texts";
import { REFERRAL_CARD_TEXTS as TEXTS } from "~/contract/widgets/referral-card-look";
import type { ReferralCardData } from "~/contract/widgets/referral-card";
import { referralCardSamples } from "~/widgets/referral-card/samples";
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

describe("REFERRAL_CARD", () => {
  it.each(referralCardSamples.map((s) => [s.title, s.data] as const))(
    "sample %s shows the code, SHARE and CLIPBOARD_COPY",
    async (_title, input) => {
      const data = parse<ReferralCardData>("REFERRAL_CARD", input);
      const html = await renderCell("REFERRAL_CARD", input);
      expect(html).toContain(`value="${data.referralCode}"`);
      expect(html).toMatch(
        /<label for="([^"]+)">Your referral code<\/label><input id="\1"[^>]*readonly=""/,
      );
      expect(html).toContain(escapeHtml(data.title ?? TEXTS.title));
      if (data.reward) expect(html).toContain(escapeHtml(data.reward));
      expect(html).toContain('data-action-type="SHARE"');
      expect(html).toContain('data-action-type="CLIPBOARD_COPY"');
      if (data.invitedCount !== undefined) {
        expect(html).toContain(`<dt>${TEXTS.invited}</dt><dd>${data.invitedCount}</dd>`);
      }
      expectInert(html);
    },
  );

  it("SHARE is a link to the referral page without JavaScript; copy waits for hydration", async () => {
    const html = await renderCell("REFERRAL_CARD", {
      referralCode: "ASHA2026",
      referralLink: "/referral/ASHA2026",
    });
    expect(attrs(html, "href").some((href) => href.endsWith("/referral/ASHA2026"))).toBe(true);
    expect(html).toMatch(
      /<button type="button"[^>]*disabled=""[^>]*data-action-type="CLIPBOARD_COPY"/,
    );
    expect(COPIED_TEXT).toBe("Copied to Clipboard!");
    expect(TEXTS.copied).toBe(COPIED_TEXT);
  });

  it("the page's own buttons replace the built ones", async () => {
    const html = await renderCell("REFERRAL_CARD", {
      referralCode: "ASHA2026",
      shareButton: {
        buttonText: "Invite on WhatsApp",
        action: { type: "SHARE", shareLink: "https://wa.me/?text=ASHA2026" },
      },
    });
    expect(html).toContain("Invite on WhatsApp");
    expect(attrs(html, "href")).toContain("https://wa.me/?text=ASHA2026");
  });

  it("refuses a missing or unsafe code and a link to a script", async () => {
    expectRejected("REFERRAL_CARD", {});
    expectRejected("REFERRAL_CARD", { referralCode: "a b" });
    expectRejected("REFERRAL_CARD", { referralCode: "<x>" });
    expectRejected("REFERRAL_CARD", { referralCode: "OK123", referralLink: HOSTILE_URL });
    expectRejected("REFERRAL_CARD", { referralCode: "OK123", referralLink: "//evil.example" });
    expectRejected("REFERRAL_CARD", { referralCode: "OK123", invitedCount: -1 });
  });

  it("tolerates unknown fields", async () => {
    expect(
      accepts("REFERRAL_CARD", { referralCode: "OK123", campaignId: "spring", tiers: [] }),
    ).toBe(true);
  });

  it("renders hostile text as text; a hostile share link never becomes an href", async () => {
    const html = await renderCell("REFERRAL_CARD", {
      referralCode: "OK123",
      title: HOSTILE_TEXT,
      reward: HOSTILE_TEXT,
      shareMessage: HOSTILE_TEXT,
      shareButton: { buttonText: "Share", action: { type: "SHARE", shareLink: HOSTILE_URL } },
    });
    expect(html).toContain(escapeHtml(HOSTILE_TEXT));
    expectInert(html);
  });
});
