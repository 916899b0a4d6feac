import type { SandboxIntent } from "~/contract/sandbox-values";
import { postIntent, type CodeAnswer } from "~/practice/code-client";

/** One sandbox call (POST /api/sandbox, server/bff): the answer's JSON or its failure. */
export type SandboxPost = <T>(
  intent: SandboxIntent,
  fields: Record<string, string | undefined>,
  signal?: AbortSignal,
) => Promise<CodeAnswer<T>>;

export function sandboxPoster(csrf: string): SandboxPost {
  return (intent, fields, signal) => postIntent("/api/sandbox", intent, fields, csrf, signal);
}
