import { describe, expect, it } from "vitest";
import {
  campaignFrom,
  campaignProperties,
  FIRST_TOUCH_KEY,
  LAST_TOUCH_KEY,
  recordCampaign,
} from "~/tracking/campaign";

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
  };
}

describe("campaign first touch and last touch", () => {
  it("reads the utm_* parameters, ignoring blanks and others", () => {
    expect(campaignFrom("?utm_source=google&utm_medium=cpc&utm_term=&gclid=1")).toEqual({
      utm_source: "google",
      utm_medium: "cpc",
    });
    expect(campaignFrom("?ref=x")).toBeNull();
    expect(
      campaignFrom(new URLSearchParams("utm_campaign=" + "x".repeat(300)))?.utm_campaign,
    ).toHaveLength(200);
  });

  it("stores the first touch once and overwrites the last touch", () => {
    const storage = memoryStorage();
    expect(recordCampaign("?utm_source=google", storage)).toEqual({
      firstTouch: { utm_source: "google" },
      lastTouch: { utm_source: "google" },
    });
    expect(recordCampaign("?utm_source=newsletter&utm_campaign=may", storage)).toEqual({
      firstTouch: { utm_source: "google" },
      lastTouch: { utm_source: "newsletter", utm_campaign: "may" },
    });
    // A visit without a campaign changes neither.
    expect(recordCampaign("", storage).lastTouch).toEqual({
      utm_source: "newsletter",
      utm_campaign: "may",
    });
    expect(JSON.parse(storage.map.get(FIRST_TOUCH_KEY)!)).toEqual({ utm_source: "google" });
    expect(storage.map.has(LAST_TOUCH_KEY)).toBe(true);
    // The keys are cleared with the rest of the tracking state on logout ("tracking:" prefix).
    expect(FIRST_TOUCH_KEY.startsWith("tracking:")).toBe(true);
  });

  it("survives broken or unavailable storage", () => {
    const broken = {
      getItem: () => "{not json",
      setItem: () => {
        throw new Error("QuotaExceeded");
      },
    };
    expect(recordCampaign("?utm_source=a", broken)).toEqual({
      firstTouch: { utm_source: "a" },
      lastTouch: { utm_source: "a" },
    });
  });

  it("names the properties as first and last touch", () => {
    expect(
      campaignProperties({
        firstTouch: { utm_source: "google" },
        lastTouch: { utm_source: "mail", utm_medium: "email" },
      }),
    ).toEqual({
      "utm_source [first touch]": "google",
      "utm_source [last touch]": "mail",
      "utm_medium [last touch]": "email",
    });
    expect(campaignProperties({ firstTouch: null, lastTouch: null })).toEqual({});
  });
});
