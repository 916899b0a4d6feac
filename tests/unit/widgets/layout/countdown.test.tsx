import { describe, expect, it } from "vitest";
import { formatRemaining, formatTarget, remainingTime } from "~/contract/widgets/countdown-look";
import {
  accepts,
  escapeHtml,
  expectInert,
  itRendersEverySample,
  renderWidget,
  SCRIPT,
} from "../content/harness";
import { layoutDef } from "./layout-kit";

const countdown = layoutDef("COUNTDOWN");

describe("COUNTDOWN (server render and rules)", () => {
  itRendersEverySample(countdown);

  it("writes the target moment as a <time>, the same for every browser, and no clock yet", async () => {
    const html = await renderWidget(countdown, {
      label: "Applications close in",
      endsAt: "2030-07-01T18:30:00+05:30",
    });
    expect(html).toContain('<p class="countdown__label">Applications close in</p>');
    expect(html).toContain(
      '<time dateTime="2030-07-01T13:00:00.000Z">1 July 2030 at 13:00 UTC</time>',
    );
    expect(html).not.toContain('role="timer"');
    expect(html).toContain('<p role="status" class="visually-hidden"></p>');
  });

  it("counts whole days, hours, minutes and seconds as hh:mm:ss", async () => {
    const start = Date.parse("2030-01-01T00:00:00Z");
    const left = remainingTime(start + ((2 * 24 + 3) * 3600 + 4 * 60 + 5) * 1000 + 999, start);
    expect(left).toEqual({ days: 2, hours: 3, minutes: 4, seconds: 5, done: false });
    expect(formatRemaining(left)).toBe("2 days 03:04:05");
    expect(formatRemaining(remainingTime(start + 61_000, start))).toBe("00:01:01");
    expect(remainingTime(start, start + 5000).done).toBe(true);
    expect(formatTarget(start)).toBe("1 January 2030 at 00:00 UTC");
  });

  it("refuses dates that are not ISO 8601 with an offset, tolerates unknown fields", async () => {
    expect(accepts(countdown, {})).toBe(false);
    expect(accepts(countdown, { endsAt: "next Friday" })).toBe(false);
    expect(accepts(countdown, { endsAt: "2030-07-01" })).toBe(false);
    expect(accepts(countdown, { endsAt: "2030-07-01T18:30:00" })).toBe(false);
    expect(accepts(countdown, { endsAt: "2030-13-45T18:30:00Z" })).toBe(false);
    expect(accepts(countdown, { endsAt: 1893456000000 })).toBe(false);
    expect(accepts(countdown, { endsAt: "2030-07-01T18:30Z", theme: "neon" })).toBe(true);
  });

  it("escapes script text", async () => {
    const html = await renderWidget(countdown, {
      endsAt: "2030-07-01T18:30Z",
      label: SCRIPT.slice(0, 100),
    });
    expect(html).toContain(escapeHtml(SCRIPT.slice(0, 100)));
    expectInert(html);
  });
});
