import type { ServerResponse } from "node:http";
import { createParser } from "eventsource-parser";
import { ASSISTANT_TEXTS } from "~/contract/assistant-values";
import type { AssistantStreamRequest } from "~/contract/assistant";
import type { AssistantConfig } from "../config";
import { sendJson } from "../http/json";
import type { ProblemRecord } from "../practice/problem-types";
import { chatMessages } from "./prompt";
import { openSseStream, type SseStream } from "./sse";

/**
 * The assistant's stream from a real model (ASSISTANT_OPENAI_BASE_URL, any OpenAI-compatible
 * chat completions API): its SSE pieces re-emitted as ours. Before the first piece a failure is
 * a 502 (the BFF shows its error text); after it, the stream ends without `done` (cut short).
 */

type OpenAiConfig = NonNullable<AssistantConfig["openai"]>;

/** A model silent this long is given up on (the BFF's own stall limit is 20 s to the browser). */
export const MODEL_IDLE_TIMEOUT_MS = 30_000;

/** The text of one chat.completion.chunk, or "" (role-only chunks, other fields, bad JSON). */
function contentOf(data: string): string {
  try {
    const chunk = JSON.parse(data) as { choices?: Array<{ delta?: { content?: unknown } }> };
    const content = chunk.choices?.[0]?.delta?.content;
    return typeof content === "string" ? content : "";
  } catch {
    return "";
  }
}

export async function relayModel(
  res: ServerResponse,
  config: OpenAiConfig,
  request: AssistantStreamRequest,
  problem: ProblemRecord | undefined,
  /** What running the code showed (tutor-grounded.ts), for the model to answer from. */
  runReport?: string,
  idleTimeoutMs = MODEL_IDLE_TIMEOUT_MS,
): Promise<void> {
  const controller = new AbortController();
  // The learner went away: stop paying for tokens nobody reads.
  const onClose = () => controller.abort();
  res.once("close", onClose);
  let idle: NodeJS.Timeout | undefined;
  const stillAlive = () => {
    clearTimeout(idle);
    idle = setTimeout(() => controller.abort(new Error("model timed out")), idleTimeoutMs);
  };
  let stream: SseStream | undefined;
  const streamNow = () => (stream ??= openSseStream(res));
  try {
    stillAlive();
    const answer = await fetch(`${config.baseUrl}/chat/completions`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        accept: "text/event-stream",
        ...(config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {}),
      },
      body: JSON.stringify({
        model: config.model,
        stream: true,
        messages: chatMessages(request, problem, runReport),
      }),
      signal: controller.signal,
    });
    const type = answer.headers.get("content-type") ?? "";
    if (!answer.ok || !answer.body || !type.startsWith("text/event-stream")) {
      throw new Error(`model answered ${answer.status} ${type}`);
    }
    let finished = false;
    const parser = createParser({
      onEvent(event) {
        if (event.data.trim() === "[DONE]") finished = true;
        else if (!finished) {
          const piece = contentOf(event.data);
          if (piece) streamNow().write(piece);
        }
      },
    });
    const decoder = new TextDecoder();
    const reader = answer.body.getReader();
    while (!finished) {
      const { done, value } = await reader.read();
      if (done) break;
      stillAlive();
      parser.feed(decoder.decode(value, { stream: true }));
    }
    if (finished) await reader.cancel().catch(() => {});
    // The body ended cleanly (with or without [DONE]): the reply is complete.
    streamNow().done({});
  } catch {
    if (stream) stream.cut();
    else {
      sendJson(res, 502, {
        message: ASSISTANT_TEXTS.notEventStream,
        errorMessage: ASSISTANT_TEXTS.notEventStream,
      });
    }
  } finally {
    clearTimeout(idle);
    res.off("close", onClose);
  }
}
