import { useSyncExternalStore } from "react";
import type { ServerAction } from "~/contract";

/**
 * CMS_CODE_SANDBOX_PUBLISH (spec 02 sections 3 and 7): the action names a sandbox on the page
 * (`context.data.sandboxId` or `requestObject.sandboxId`); the sandbox workspace showing it
 * registers how it publishes (its author's files now, the publish intent and the status polling,
 * app/sandbox/publish.ts), and the action's button runs that. A page without that sandbox, or a
 * viewer who may not publish it (no workspace registers), leaves the button disabled.
 */
export type SandboxPublisher = () => Promise<void>;

const publishers = new Map<string, SandboxPublisher>();
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());

/** Registers the workspace's publish; returns the unregister. */
export function registerSandboxPublisher(
  sandboxId: string,
  publisher: SandboxPublisher,
): () => void {
  publishers.set(sandboxId, publisher);
  changed();
  return () => {
    if (publishers.get(sandboxId) !== publisher) return;
    publishers.delete(sandboxId);
    changed();
  };
}

/** The sandbox an action of type CMS_CODE_SANDBOX_PUBLISH publishes, when it names one. */
export function sandboxIdOfAction(action: ServerAction): string | undefined {
  const fromContext = (action.context?.data as { sandboxId?: unknown } | undefined)?.sandboxId;
  const fromRequest = (action.requestObject as { sandboxId?: unknown } | undefined)?.sandboxId;
  const id = typeof fromContext === "string" ? fromContext : fromRequest;
  return typeof id === "string" && id !== "" ? id : undefined;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The registered publish of a sandbox (undefined on the server and before it registers). */
export function useSandboxPublisher(sandboxId: string | undefined): SandboxPublisher | undefined {
  return useSyncExternalStore(
    subscribe,
    () => (sandboxId ? publishers.get(sandboxId) : undefined),
    () => undefined,
  );
}
