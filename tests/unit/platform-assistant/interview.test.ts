import { describe, expect, it } from "vitest";
import { aiMockInterviewPage } from "~server/platform/seed/pages/ai-mock-interview";
import {
  INTERVIEW_INVITATION_URI,
  questionPlan,
  roleFamily,
  QUESTION_PLANS,
} from "~server/platform/assistant/interview-plans";
import {
  acknowledge,
  judgeAnswer,
  overallOf,
  scoreAnswer,
} from "~server/platform/assistant/interview-scoring";
import {
  createInterviewStore,
  nextStepsOf,
  openingText,
} from "~server/platform/assistant/interview";

/** The interview's question plans, the acknowledgement of an answer and the scoring rules. */

describe("question plans", () => {
  it("are five questions for each role family, chosen by keywords of the role", () => {
    for (const plan of Object.values(QUESTION_PLANS)) expect(plan).toHaveLength(5);
    expect(roleFamily("Frontend developer")).toBe("frontend");
    expect(roleFamily("Senior Front-end Engineer")).toBe("frontend");
    expect(roleFamily("Backend engineer")).toBe("backend");
    expect(roleFamily("Data analyst")).toBe("data");
    expect(roleFamily("Product manager")).toBe("product");
    expect(roleFamily("Chef")).toBe("general");
    expect(questionPlan("Frontend developer")[0]!.text).toBe(
      "Tell me about yourself and a frontend project you are proud of.",
    );
    expect(questionPlan("Frontend developer")[1]!.text).toBe(
      "How does the browser render a page, from HTML to pixels?",
    );
  });
});

describe("scoring", () => {
  const question = questionPlan("Frontend developer")[1]!;

  it("gives 0 to an empty answer and 5 to a long one with keywords and an example", () => {
    expect(scoreAnswer(question, "").score).toBe(0);
    const strong =
      "The browser parses the HTML into the DOM and the CSS into the CSSOM, combines them into the " +
      "render tree, runs layout to compute the geometry of every box, then paint fills the pixels " +
      "and the compositor puts layers on screen. For example, when I changed a width in JavaScript " +
      "on our dashboard it forced layout again for 2,000 rows, so we batched reads and writes.";
    expect(scoreAnswer(question, strong)).toEqual({
      score: 5,
      feedback:
        "A well-developed answer. You touched on dom, css, layout, paint, javascript. Good: you gave an example.",
    });
  });

  it("scores a short answer low and says what is missing", () => {
    expect(scoreAnswer(question, "It draws the page.")).toEqual({
      score: 0,
      feedback:
        "Too short: aim for a few sentences with a concrete situation. Interviewers also listen for: dom, css. Add an example from your own work (what, how, result).",
    });
  });

  it("acknowledges an answer by a keyword it used, and its length", () => {
    expect(acknowledge(question, "First the DOM is built.")).toBe(
      "Thank you. You mentioned dom: that is what I hoped to hear about. That was brief; in a real interview, add a concrete example.",
    );
  });

  /** Long, fluent, with an example, and about something else entirely. */
  const offTopic =
    "My favourite holiday was in Portugal: we walked along the coast for 10 days, ate grilled " +
    "sardines in Lisbon, swam every morning, and for example took a boat to see dolphins, " +
    "which was lovely and relaxing and I would go back tomorrow with my family and friends.";

  it("does not praise an off-topic answer, and the live reply and the score agree", () => {
    const judged = judgeAnswer(question, offTopic);
    expect(judged).toMatchObject({ offTopic: true, score: 1 });
    const live = acknowledge(question, offTopic);
    expect(live).toBe(
      "Thank you. That did not answer the question I asked; in a real interview, stay on it. I was listening for dom and css.",
    );
    expect(live).not.toContain("Good level of detail");
    expect(scoreAnswer(question, offTopic)).toEqual({
      score: 1,
      feedback: "This answer does not address the question. Interviewers listen for: dom, css.",
    });
    expect(acknowledge(question, "Honestly I am not certain.")).toMatch(/did not answer/);
  });

  it("praises detail only when the score is high; first person answers 'about yourself'", () => {
    const strongish =
      "The browser builds the DOM from the HTML, applies the CSS, runs layout and then paints " +
      "the pixels; when I worked on a dashboard we cut layout work in half.";
    expect(judgeAnswer(question, strongish).score).toBeGreaterThanOrEqual(4);
    expect(acknowledge(question, strongish)).toMatch(
      /A strong answer: on topic, with the detail I look for\.$/,
    );
    const fair =
      "The browser reads the page and shows the content on the screen after doing several steps of work.";
    expect(judgeAnswer(question, fair).score).toBeLessThan(4);
    expect(acknowledge(question, fair)).not.toContain("A strong answer");
    const self = questionPlan("Frontend developer")[0]!;
    expect(judgeAnswer(self, "I am a developer who loves JavaScript.").offTopic).toBe(false);
  });

  it("has an overall verdict per band", () => {
    expect(overallOf(4.2)).toMatch(/^Strong interview/);
    expect(overallOf(3)).toMatch(/^Solid foundation/);
    expect(overallOf(1)).toMatch(/^A good start/);
  });
});

describe("the interview store", () => {
  it("opens, asks five questions in order, then refuses more and summarises", () => {
    const store = createInterviewStore(() => 0);
    const { interviewId, token } = store.start("usr_a", "Data analyst");
    expect(interviewId).toMatch(/^[A-Za-z0-9_-]{1,100}$/);
    expect(Buffer.from(token, "base64url")).toHaveLength(32);
    const record = store.open("usr_a", { token, interviewId });
    expect(store.turn(record, "")).toEqual({
      text: openingText({ role: "Data analyst", questions: questionPlan("Data analyst") }),
      finished: false,
    });
    for (let i = 0; i < 4; i++) expect(store.turn(record, `answer ${i}`).finished).toBe(false);
    expect(store.turn(record, "the last one").finished).toBe(true);
    expect(() => store.turn(record, "more")).toThrow("This interview is finished");
    const summary = store.summary(record);
    expect(summary.questions.map((q) => q.answer)).toEqual([
      "answer 0",
      "answer 1",
      "answer 2",
      "answer 3",
      "the last one",
    ]);
    expect(store.session(record)).toMatchObject({ answered: 5, finished: true, totalQuestions: 5 });
    expect(store.session(record).turns).toHaveLength(11);
  });

  it("offers next steps: try again, and practise the weakest topic with a link where one exists", () => {
    const data = questionPlan("Data analyst");
    const sql = data.findIndex((q) => q.practice);
    const scores = data.map((_, index) => (index === sql ? 1 : 4));
    expect(nextStepsOf(data, scores)).toEqual([
      { label: "Try the interview again", href: "/interview-prep/ai-mock-interview" },
      { label: "Practise SQL problems", href: "/problem-group/sql-practice" },
    ]);
    const frontend = questionPlan("Frontend developer");
    expect(nextStepsOf(frontend, [4, 2, 4, 4, 4])[1]).toEqual({
      label: `Practise your answer to "${frontend[1]!.text}"`,
    });
    expect(nextStepsOf(frontend, [5, 4, 4, 4, 5])).toHaveLength(1);
    // "Try again" leads to the seeded page that starts interviews.
    expect(aiMockInterviewPage.uri).toBe(INTERVIEW_INVITATION_URI);
  });

  it("refuses a wrong token and another user (403), an unknown id (404)", () => {
    const store = createInterviewStore(() => 0);
    const { interviewId, token } = store.start("usr_a", "Chef");
    expect(() => store.open("usr_a", { token: "nope", interviewId })).toThrow(
      expect.objectContaining({ status: 403 }),
    );
    expect(() => store.open("usr_b", { token, interviewId })).toThrow(
      expect.objectContaining({ status: 403 }),
    );
    expect(() => store.open("usr_a", { token, interviewId: "iv_unknown" })).toThrow(
      expect.objectContaining({ status: 404 }),
    );
  });
});
