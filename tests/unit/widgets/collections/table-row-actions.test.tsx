import { describe, expect, it } from "vitest";
import { rowActionOf } from "~/actions/page-element";
import { tableSchema } from "~/contract/widgets/table";
import { TABLE_ACTION_COLUMN } from "~/contract/widgets/table-look";
import { expectInert, renderCell } from "./collection-test-kit";

const columns = [
  { key: "assignment", title: "Assignment" },
  { key: "dueDate", title: "Due Date" },
];

describe("TABLE row actions", () => {
  it("renders each row's action as a link or a posting form in an Action column", async () => {
    const html = await renderCell("TABLE", {
      columns,
      rows: [
        {
          assignment: "Churn model",
          dueDate: "14 Oct",
          actionText: "Open brief",
          action: { type: "NAVIGATION", uri: "/courses/ds-bootcamp" },
        },
        {
          assignment: "A/B readout",
          dueDate: "18 Oct",
          actionText: "Mark as started",
          action: {
            action: { type: "API_CALL", uri: "/api/v1/lms-service/user-activity/update" },
            cellId: "assignments",
            replace: false,
            widgetName: "TABLE",
          },
        },
        { assignment: "Quiz", dueDate: "20 Oct" },
      ],
    });
    expect(html).toContain(`<th scope="col">${TABLE_ACTION_COLUMN}</th>`);
    expect(html).toMatch(
      /<a[^>]*aria-label="Open brief: Churn model"[^>]*href="\/courses\/ds-bootcamp"/,
    );
    expect(html).toMatch(/<form method="post"[^>]*>.*name="intent" value="API_CALL"/s);
    expect(html).toContain("Mark as started");
    // The page-element action refreshes its page: its posted action asks for a reload.
    expect(html).toContain("&quot;reloadPage&quot;:true");
  });

  it("keeps a table without row actions as it was (no Action column)", async () => {
    const html = await renderCell("TABLE", {
      columns,
      rows: [{ assignment: "Quiz", dueDate: "20 Oct" }],
    });
    expect(html).not.toContain(TABLE_ACTION_COLUMN);
  });

  it("never renders a javascript: row action as a link", async () => {
    const html = await renderCell("TABLE", {
      columns,
      rows: [{ assignment: "x", action: { type: "NAVIGATION", uri: "javascript:alert(1)" } }],
    });
    expectInert(html);
  });

  it("a row with a malformed action is dropped, not the table", async () => {
    const parsed = tableSchema.parse({
      columns,
      rows: [{ assignment: "ok" }, { assignment: "bad", action: "javascript:alert(1)" }],
    });
    expect(parsed.rows).toEqual([{ assignment: "ok" }]);
  });

  it("a page-element action with replace replaces the history entry", async () => {
    const action = rowActionOf({ action: { type: "NAVIGATION", uri: "/a" }, replace: true });
    expect(action).toEqual({ type: "NAVIGATION", uri: "/a", replace: true });
    expect(rowActionOf("x")).toBeUndefined();
  });
});
