import { describe, expect, it } from "vitest";
import { answerParagraphs, faqSchema, type FaqData } from "~/contract/widgets/faq";
import {
  describeSamples,
  escapeHtml,
  expectInert,
  expectRejected,
  HOSTILE_TEXT,
  renderCell,
} from "./collection-test-kit";

describeSamples<FaqData>("FAQ", (data) =>
  data.questions.flatMap((q) => [q.question, ...answerParagraphs(q.answer)]),
);

const questions = [
  { question: "Is there a placement guarantee?", answer: "First paragraph.\n\nSecond paragraph." },
  { question: "Are classes recorded?", answer: "Yes, every one." },
];

describe("FAQ", () => {
  it("uses details/summary so it works without JavaScript", async () => {
    const html = await renderCell("FAQ", { questions });
    expect(html.match(/<details/g)).toHaveLength(2);
    expect(html).toMatch(/<summary[^>]*>.*Is there a placement guarantee\?/);
    expect(html).not.toMatch(/<details[^>]*open/);
  });

  it("opens the first question only when openFirst is set", async () => {
    const html = await renderCell("FAQ", { questions, openFirst: true });
    expect(html.match(/<details[^>]*open=""/g)).toHaveLength(1);
    expect(html.indexOf('open=""')).toBeLessThan(html.indexOf("Are classes recorded?"));
  });

  it("splits answers into paragraphs on blank lines", async () => {
    const html = await renderCell("FAQ", { questions });
    expect(html).toContain("<p>First paragraph.</p><p>Second paragraph.</p>");
    expect(answerParagraphs("a\r\n\r\nb\n \nc\nd")).toEqual(["a", "b", "c\nd"]);
  });

  it("rejects missing or malformed questions", async () => {
    expectRejected("FAQ", { type: "FAQ" });
    expectRejected("FAQ", { questions: [] });
    expectRejected("FAQ", { questions: { question: "q", answer: "a" } });
    expectRejected("FAQ", { questions: [{ question: "no answer" }, { answer: "no question" }] });
    expectRejected("FAQ", { questions: [{ question: 1, answer: 2 }] });
  });

  it("drops malformed questions and keeps the rest", async () => {
    const parsed = faqSchema.parse({ questions: [{ question: "q" }, questions[1]] });
    expect(parsed.questions).toHaveLength(1);
  });

  it("renders hostile questions and answers as text", async () => {
    const html = await renderCell("FAQ", {
      questions: [{ question: HOSTILE_TEXT, answer: `${HOSTILE_TEXT}\n\njavascript:alert(1)` }],
    });
    expect(html).toContain(escapeHtml(HOSTILE_TEXT));
    expectInert(html);
  });
});
