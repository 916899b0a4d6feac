import type { PlannedQuestion } from "./interview-plans";

/**
 * The interviewer's judgement, by rules anyone can check: whether the answer is about the
 * question (its keywords, or the question's own words), its length, and whether it gives an
 * example. Same answer, same score; the live reply and the summary read the same judgement.
 */

const wordsOf = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}'-]+/gu) ?? [];

const EXAMPLE =
  /\b(for example|for instance|e\.g\.|such as|when i|i built|i led|i worked|i made|we built|in my last|at my)\b|\d/i;

/** Words too common to show that an answer is about a question. */
const COMMON = new Set(
  "about after again being could describe every from have into tell that their there these they this those time what when where which while would your with make made".split(
    " ",
  ),
);

export function keywordsIn(answer: string, question: PlannedQuestion): string[] {
  const text = answer.toLowerCase();
  return question.keywords.filter((keyword) => text.includes(keyword));
}

export const givesExample = (answer: string) => EXAMPLE.test(answer);

/** The question's own content words the answer uses (their first five letters, so "render" ~ "rendering"). */
function sharedWords(question: PlannedQuestion, answer: string): string[] {
  const stem = (word: string) => word.slice(0, 5);
  const asked = new Set(
    wordsOf(question.text)
      .filter((word) => word.length >= 4 && !COMMON.has(word))
      .map(stem),
  );
  return [...new Set(wordsOf(answer).map(stem))].filter((word) => asked.has(word));
}

export interface AnswerJudgement {
  words: number;
  keywords: string[];
  example: boolean;
  /** Neither a keyword nor a word of the question: the answer is about something else. */
  offTopic: boolean;
  score: number;
}

/**
 * 0-5: up to 2 for length, up to 2 for keywords, 1 for an example; an answer about something
 * else scores at most 1, however long it is.
 */
export function judgeAnswer(question: PlannedQuestion, answer: string): AnswerJudgement {
  const words = wordsOf(answer).length;
  const keywords = keywordsIn(answer, question);
  const example = givesExample(answer);
  // "Tell me about yourself" is answered in the first person, whatever words it uses.
  const aboutSelf = /\byourself\b/i.test(question.text) && /\b(i|i'm|my|me)\b/i.test(answer);
  const offTopic =
    words > 0 && !aboutSelf && keywords.length === 0 && sharedWords(question, answer).length === 0;
  const lengthPoints = words >= 40 ? 2 : words >= 12 ? 1 : 0;
  const points = lengthPoints + Math.min(2, keywords.length) + (example ? 1 : 0);
  const score = words === 0 ? 0 : offTopic ? Math.min(1, points) : points;
  return { words, keywords, example, offTopic, score };
}

export interface AnswerScore {
  score: number;
  feedback: string;
}

const listenFor = (question: PlannedQuestion, found: string[]) =>
  question.keywords.filter((k) => !found.includes(k)).slice(0, 2);

export function scoreAnswer(question: PlannedQuestion, answer: string): AnswerScore {
  const judged = judgeAnswer(question, answer);
  const { words, keywords: found, example } = judged;
  const notes: string[] = [];
  if (judged.offTopic) {
    notes.push(
      `This answer does not address the question. Interviewers listen for: ${listenFor(question, []).join(", ")}.`,
    );
    return { score: judged.score, feedback: notes.join(" ") };
  }
  if (words < 12) notes.push("Too short: aim for a few sentences with a concrete situation.");
  else if (words < 40) notes.push("A fair length; one more detail would make it stronger.");
  else notes.push("A well-developed answer.");
  if (found.length) notes.push(`You touched on ${found.join(", ")}.`);
  const missing = listenFor(question, found);
  if (found.length < 2 && missing.length) {
    notes.push(`Interviewers also listen for: ${missing.join(", ")}.`);
  }
  notes.push(
    example
      ? "Good: you gave an example."
      : "Add an example from your own work (what, how, result).",
  );
  return { score: judged.score, feedback: notes.join(" ") };
}

/**
 * The interviewer's reply to an answer, before the next question: what it picked up and a
 * verdict from the same score the summary shows (never praise for an answer scored low).
 */
export function acknowledge(question: PlannedQuestion, answer: string): string {
  const judged = judgeAnswer(question, answer);
  if (judged.offTopic) {
    return `Thank you. That did not answer the question I asked; in a real interview, stay on it. I was listening for ${listenFor(question, []).join(" and ")}.`;
  }
  const opening =
    judged.keywords.length > 0
      ? `Thank you. You mentioned ${judged.keywords[0]}: that is what I hoped to hear about.`
      : "Thank you.";
  let verdict: string;
  if (judged.words > 250) verdict = "That was thorough; try to keep answers under two minutes.";
  else if (judged.score >= 4) verdict = "A strong answer: on topic, with the detail I look for.";
  else if (judged.words < 12)
    verdict = "That was brief; in a real interview, add a concrete example.";
  else if (!judged.example)
    verdict = "A concrete example from your own work would make it stronger.";
  else verdict = "Name the key terms of the topic to make it stronger.";
  return `${opening} ${verdict}`;
}

/** The overall verdict for an average score (0-5). */
export function overallOf(score: number): string {
  if (score >= 4)
    return "Strong interview: clear, detailed answers with examples. Keep practising to stay sharp.";
  if (score >= 2.5)
    return "Solid foundation: add concrete examples and the key terms of each topic to stand out.";
  return "A good start: practise answering in a few sentences, with one example from your own work each time.";
}
