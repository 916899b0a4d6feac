import type { PlannedQuestion } from "./interview-plans";

/**
 * The interviewer's judgement, by rules anyone can check: the answer's length, the words a good
 * answer uses (the question's keywords) and whether it gives an example. Same answer, same score.
 */

const wordsOf = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}'-]+/gu) ?? [];

const EXAMPLE =
  /\b(for example|for instance|e\.g\.|such as|when i|i built|i led|i worked|i made|we built|in my last|at my)\b|\d/i;

export function keywordsIn(answer: string, question: PlannedQuestion): string[] {
  const text = answer.toLowerCase();
  return question.keywords.filter((keyword) => text.includes(keyword));
}

export const givesExample = (answer: string) => EXAMPLE.test(answer);

export interface AnswerScore {
  score: number;
  feedback: string;
}

/** 0-5: up to 2 for length, up to 2 for keywords, 1 for an example. */
export function scoreAnswer(question: PlannedQuestion, answer: string): AnswerScore {
  const words = wordsOf(answer).length;
  const found = keywordsIn(answer, question);
  const example = givesExample(answer);
  const lengthPoints = words >= 40 ? 2 : words >= 12 ? 1 : 0;
  const keywordPoints = Math.min(2, found.length);
  const score = words === 0 ? 0 : lengthPoints + keywordPoints + (example ? 1 : 0);
  const notes: string[] = [];
  if (words < 12) notes.push("Too short: aim for a few sentences with a concrete situation.");
  else if (words < 40) notes.push("A fair length; one more detail would make it stronger.");
  else notes.push("A well-developed answer.");
  if (found.length) notes.push(`You touched on ${found.join(", ")}.`);
  const missing = question.keywords.filter((k) => !found.includes(k)).slice(0, 2);
  if (found.length < 2 && missing.length) {
    notes.push(`Interviewers also listen for: ${missing.join(", ")}.`);
  }
  notes.push(
    example
      ? "Good: you gave an example."
      : "Add an example from your own work (what, how, result).",
  );
  return { score, feedback: notes.join(" ") };
}

/** The interviewer's reply to an answer, before the next question: a keyword picked up, length. */
export function acknowledge(question: PlannedQuestion, answer: string): string {
  const found = keywordsIn(answer, question);
  const words = wordsOf(answer);
  // The longest word (the first of equals) stands in for "what the answer was about".
  const topic =
    found[0] ??
    words.reduce((best, word) => (word.length > best.length ? word : best), "").slice(0, 40);
  const opening =
    found.length > 0
      ? `Thank you. You mentioned ${topic}: that is what I hoped to hear about.`
      : topic.length >= 5
        ? `Thank you. I noted what you said about "${topic}".`
        : "Thank you.";
  const length =
    words.length < 12
      ? "That was brief; in a real interview, add a concrete example."
      : words.length > 250
        ? "That was thorough; try to keep answers under two minutes."
        : "Good level of detail.";
  return `${opening} ${length}`;
}

/** The overall verdict for an average score (0-5). */
export function overallOf(score: number): string {
  if (score >= 4)
    return "Strong interview: clear, detailed answers with examples. Keep practising to stay sharp.";
  if (score >= 2.5)
    return "Solid foundation: add concrete examples and the key terms of each topic to stand out.";
  return "A good start: practise answering in a few sentences, with one example from your own work each time.";
}
