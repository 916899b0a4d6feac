import { ASSISTANT_INTENT_LABELS, type AssistantIntent } from "~/contract/assistant-values";
import type { AssistantStreamRequest } from "~/contract/assistant";
import type { ProblemRecord } from "../practice/problem-types";
import { fence, fenceName, languageOf } from "./tutor-format";

/** The chat messages a real model gets for an assistant request (openai-relay.ts). */

export interface ChatMessage {
  role: "system" | "user" | "assistant";
  content: string;
}

const TASK: Record<AssistantIntent, string> = {
  ASK: "Answer the learner's question.",
  EXPLAIN: "Explain what the problem asks, its input and output, and a way to approach it.",
  FIND_BUG: "Find the bugs in the learner's code; name the line numbers.",
  HINT: "Give one hint towards the solution, not the solution itself.",
  REVIEW: "Review the learner's code: correctness, naming, complexity.",
};

function systemPrompt(intent: AssistantIntent, problem: ProblemRecord | undefined): string {
  const parts = [
    "You are a patient programming tutor on a learning platform. Reply in markdown, briefly, " +
      "with fenced code blocks that name their language. Never give a complete solution unless " +
      "the learner asks for one.",
    TASK[intent],
  ];
  if (problem) {
    parts.push(
      `The learner is solving "${problem.title}" (${problem.difficulty.toLowerCase()}; ` +
        `tags: ${problem.tags.join(", ")}).`,
      `Statement:\n${problem.statement.join("\n")}`,
      `Constraints:\n${problem.constraints.map((c) => `- ${c}`).join("\n")}`,
    );
  }
  return parts.join("\n\n");
}

export function chatMessages(
  request: AssistantStreamRequest,
  problem: ProblemRecord | undefined,
  /** What the platform saw when it ran the code: the model answers from it, not a guess. */
  runReport?: string,
): ChatMessage[] {
  const question = request.question.trim() || ASSISTANT_INTENT_LABELS[request.intent];
  const code = request.sourceCode?.trim();
  const language = languageOf(request.languageId, problem);
  const system = systemPrompt(request.intent, problem);
  return [
    {
      role: "system",
      content: runReport
        ? `${system}\n\nThe platform ran the learner's code just now; ground your answer in it:\n\n${runReport}`
        : system,
    },
    ...(request.history ?? []).map((turn): ChatMessage => ({
      role: turn.role === "learner" ? "user" : "assistant",
      content: turn.text,
    })),
    {
      role: "user",
      content: code ? `${question}\n\nMy code:\n\n${fence(fenceName(language), code)}` : question,
    },
  ];
}
