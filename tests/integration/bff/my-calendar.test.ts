import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NO_ACCESS_TEXT } from "~/contract/page-texts";
import { Browser, loginByOtp } from "../auth/browser";
import { startStack, type Stack } from "../../support/stack";

/** /my-calendar through the BFF: login required (its route table), then the learner's month. */
let stack: Stack;

beforeAll(async () => {
  stack = await startStack();
});
afterAll(async () => {
  await stack?.stop();
});

/** This month and next, "YYYY-MM", in India (the calendar's zone). */
function monthsInIndia(): [string, string] {
  const local = new Date(Date.now() + 330 * 60 * 1000);
  const key = (y: number, m: number) => `${y}-${String(m).padStart(2, "0")}`;
  const y = local.getUTCFullYear();
  const m = local.getUTCMonth() + 1;
  return [key(y, m), m === 12 ? key(y + 1, 1) : key(y, m + 1)];
}

describe("/my-calendar", () => {
  it("asks a visitor to log in and shows no calendar", async () => {
    const visitor = new Browser(stack);
    const res = await visitor.get("/my-calendar");
    expect(res.status).toBe(401);
    const html = await res.text();
    expect(html).toContain(NO_ACCESS_TEXT.replace(/'/g, "&#x27;"));
    expect(html).not.toContain("Mentor session: product sense");
    expect(html).not.toContain('data-widget="CALENDAR"');
  });

  it("renders the learner's month as a table and an agenda, with month links", async () => {
    const browser = new Browser(stack);
    await loginByOtp(browser, stack, "learner@example.com");
    const [thisMonth, nextMonth] = monthsInIndia();
    const res = await browser.get("/my-calendar");
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain("<table");
    expect(html).toMatch(/<th scope="col" abbr="Monday">Mon<\/th>/);
    expect(html).toContain(">Mentor session: product sense</a>");
    expect(html).toContain('<ol class="');
    expect(html).toContain(">Today</span>");
    expect(html).toContain(`href="/my-calendar?month=${nextMonth}"`);
    expect(html).toMatch(
      new RegExp(`href="https://meet.example.com/mentor-product-sense-${thisMonth}"`),
    );

    const next = await (await browser.get(`/my-calendar?month=${nextMonth}`)).text();
    expect(next).toContain(`https://meet.example.com/portfolio-qa-${nextMonth}`);
    expect(next).not.toContain(`portfolio-qa-${thisMonth}`);
  });
});
