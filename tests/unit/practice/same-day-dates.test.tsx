import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { formatDate } from "~/contract/widgets/account-look";
import { SubmissionRow } from "~/practice/SubmissionHistory";
import { renderCell } from "../widgets/account/account-kit";

// A zone west of UTC, set before any formatter is built (imports are hoisted below this).
vi.hoisted(() => {
  process.env.TZ = "America/Los_Angeles";
});

/**
 * Issue 44: "Order and submission dates disagree on the day". Orders were shown in the product's
 * home zone, submissions in the server's or browser's own: an instant near midnight fell on two
 * days. Both now show the home zone's day, in the same "2 Mar 2026" form.
 */
describe("an order and a submission at the same instant show the same day", () => {
  // 18:00 on 1 March in Los Angeles, 07:30 on 2 March at home.
  const instant = "2026-03-02T02:00:00Z";

  it("in this zone the two clocks are on different days (the case is real)", () => {
    expect(new Date(instant).getDate()).toBe(1);
  });

  it("the order list and the submission row both say 2 Mar 2026", async () => {
    const day = formatDate(instant);
    expect(day).toBe("2 Mar 2026");
    const order = await renderCell("ORDER_LIST", {
      orders: [
        { orderId: "ord_1", itemName: "Fellowship", amount: 100, date: instant, status: "PAID" },
      ],
    });
    const row = renderToStaticMarkup(
      <SubmissionRow
        submission={{
          submissionId: "s1",
          problemId: "two-sum",
          submittedAt: instant,
          languageId: "python3",
          status: "ACCEPTED",
          timeMs: 12,
          memoryKb: 900,
        }}
        onView={() => undefined}
      />,
    );
    expect(order).toContain(`>${day}<`);
    expect(row).toMatch(new RegExp(`<time[^>]*>${day}, `));
  });
});
