/**
 * The flood of poll-flood.ts in a process of its own, so that neither the BFF under test nor the
 * learner's timing (the parent) shares its event loop. One visitor address (FLOOD_ADDRESS, sent
 * as X-Forwarded-For) starts a run that loops, then keeps FLOOD_POLLS compiler-status polls in
 * flight on FLOOD_BFF_URL, each sent again as soon as it is answered. IPC: "ready" once polling,
 * "stop" from the parent, then the count of each status it was answered.
 */
import { Browser } from "../integration/auth/browser";
import type { Stack } from "../support/stack";

async function main() {
  const stack = { bffUrl: process.env.FLOOD_BFF_URL, platformUrl: "" } as Stack;
  const flooder = new Browser(stack);
  flooder.headers["x-forwarded-for"] = process.env.FLOOD_ADDRESS ?? "198.51.100.11";
  await flooder.get("/login");
  const csrf = flooder.csrf();
  const started = await flooder.post(
    "/api/code",
    { csrf, intent: "compiler-run", sourceCode: "while (true) {}", languageId: "javascript12" },
    { accept: "application/json" },
  );
  const token = String(((await started.json()) as { token?: unknown }).token);
  const answers: Record<string, number> = {};
  let flooding = true;
  process.once("message", () => (flooding = false));
  const poller = async () => {
    while (flooding) {
      const res = await flooder
        .post(
          "/api/code",
          { csrf, intent: "compiler-status", token },
          { accept: "application/json" },
        )
        .catch(() => undefined);
      await res?.arrayBuffer();
      const status = String(res?.status ?? "error");
      answers[status] = (answers[status] ?? 0) + 1;
      // What the browser keeps is not needed here: 200 loops would hold every answer.
      flooder.received.length = 0;
    }
  };
  const flood = Array.from({ length: Number(process.env.FLOOD_POLLS ?? 200) }, poller);
  process.send?.("ready");
  await Promise.all(flood);
  process.send?.(answers, () => process.exit(0));
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
