import { describe, expect, it } from "vitest";
import { pollingSchema } from "~/contract/widgets/polling";
import { pollFormId, pollResults } from "~/contract/widgets/polling-look";
import { pollingSamples } from "~/widgets/polling/samples";
import {
  accepts,
  escapeHtml,
  expectInert,
  itRendersEverySample,
  JS_URL,
  renderWidget,
  SCRIPT,
} from "../content/harness";
import { defOf, hiddenValue } from "./community-kit";

const def = defOf("POLLING");
const [open, voted, closed] = pollingSamples.map((s) => s.data);

describe("POLLING", () => {
  itRendersEverySample(def);

  it("an open poll is a form of labelled radio buttons that posts the signed vote action", async () => {
    const html = await renderWidget(def, open);
    expect(html).toMatch(/<h2[^>]*>Which live panel should open the Career Fair\?<\/h2>/);
    expect(html.match(/<input type="radio" name="optionId"/g)).toHaveLength(3);
    expect(html).toMatch(/<label[^>]*><input type="radio" name="optionId" value="resume"/);
    expect(html).toContain("<fieldset");
    expect(html).toMatch(/<legend[^>]*>Which live panel/);
    expect(html).toMatch(/<form[^>]*method="post"/);
    expect(hiddenValue(html, "intent")).toBe("FORM_SUBMIT");
    expect(hiddenValue(html, "formId")).toBe(pollFormId("career-fair-topic"));
    const action = JSON.parse(hiddenValue(html, "action") ?? "{}") as Record<string, unknown>;
    expect(action.requestObject).toEqual({ pollId: "career-fair-topic" });
    expect(action.loginAction).toBeTruthy();
    expect(html).toMatch(/<button type="submit"[^>]*>.*Vote<\/span><\/button>/);
    // No counts before a vote: they would sway it.
    expect(html).not.toMatch(/\d+%/);
    expect(html).toContain("Closes ");
  });

  it("after the vote: bars with percentages and counts, the viewer's choice in words", async () => {
    const html = await renderWidget(def, voted);
    expect(html).not.toContain("<form");
    expect(html).toMatch(/<ul[^>]*>(<li[^>]*data-option[^>]*>.*?<\/li>){3}<\/ul>/);
    expect(html).toContain("42% · 42 votes");
    expect(html).toContain("27% · 27 votes");
    expect(html).toContain("31% · 31 votes");
    expect(html).toContain("100 votes in total");
    expect(html).toMatch(/Building a product portfolio from scratch<span[^>]*> \(Your vote\)/);
    expect(html.match(/\(Your vote\)/g)).toHaveLength(1);
    expect(html).toMatch(/aria-hidden="true"><span[^>]*style="width:42%"/);
  });

  it("a closed poll shows its results and says it closed", async () => {
    const html = await renderWidget(def, closed);
    expect(html).not.toContain("<form");
    expect(html).toContain("58% · 118 votes");
    expect(html).toContain("42% · 87 votes");
    expect(html).toContain("Closed ");
  });

  it("percentages are whole and add up to 100", async () => {
    const results = pollResults([
      { id: "a", label: "A", votes: 1 },
      { id: "b", label: "B", votes: 1 },
      { id: "c", label: "C", votes: 1 },
    ]);
    expect(results.map((r) => r.percent)).toEqual([34, 33, 33]);
    expect(
      pollResults([
        { id: "a", label: "A" },
        { id: "b", label: "B" },
      ]).map((r) => r.percent),
    ).toEqual([0, 0]);
  });

  it("refuses a poll without an id, a question or two options", async () => {
    expect(accepts(def, { ...open, pollId: undefined })).toBe(false);
    expect(accepts(def, { ...open, question: " " })).toBe(false);
    expect(accepts(def, { ...open, options: [{ id: "a", label: "Only one" }] })).toBe(false);
    expect(accepts(def, { ...open, options: "resume" })).toBe(false);
    expect(accepts(def, { ...open, closesAt: "next week" })).toBe(false);
  });

  it("tolerates unknown fields and an unknown status (drawn as open)", async () => {
    const data = { ...open, status: "ARCHIVED", reactions: { up: 3 } };
    expect(accepts(def, data)).toBe(true);
    const html = await renderWidget(def, data);
    expect(html).toContain('type="radio"');
    const dropped = pollingSchema.parse({ ...open, options: [...(open.options as []), { id: 1 }] });
    expect(dropped.options).toHaveLength(3);
  });

  it("escapes script text and never puts a javascript: URL in an href", async () => {
    const html = await renderWidget(def, {
      ...open,
      question: SCRIPT,
      description: SCRIPT,
      options: [
        { id: "a", label: SCRIPT },
        { id: "b", label: JS_URL },
      ],
      voteAction: { type: "API_CALL", uri: JS_URL },
    });
    expect(html).toContain(escapeHtml(SCRIPT));
    expectInert(html);
    expect(html).not.toMatch(/href="javascript:/i);
  });
});
