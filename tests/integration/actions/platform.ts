import { signedForStack } from "../../support/signed-action";
import type { Stack } from "../../support/stack";

/**
 * The reference platform seen directly (not through the BFF): the seeded pages, to post exactly
 * the actions they offer, and its test-mode state, to prove a refused post changed nothing.
 */

async function platformJson(stack: Stack, path: string, init: RequestInit = {}) {
  const res = await fetch(`${stack.platformUrl}${path}`, init);
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return res.json() as Promise<unknown>;
}

/** A platform token for a seeded user (the dev sign-in provider). */
export async function platformToken(stack: Stack, email: string): Promise<string> {
  const answer = (await platformJson(stack, "/api/v1/auth/token-sign-in", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ source: "test", provider: "dev", idToken: `dev:${email}` }),
  })) as { token: string };
  return answer.token;
}

/**
 * A page as the platform serves it (with a user's token for personal pages), its actions signed
 * as the BFF signs them when it renders the page, so they can be posted back.
 */
export async function platformPage(stack: Stack, pageUri: string, token?: string) {
  const headers: Record<string, string> = { "content-type": "application/json" };
  if (token) headers["auth-header"] = token;
  const page = await platformJson(stack, "/api/v1/page", {
    method: "POST",
    headers,
    body: JSON.stringify({ pageUri, context: {} }),
  });
  return signedForStack(page);
}

function walk(value: unknown, visit: (node: Record<string, unknown>) => void) {
  if (Array.isArray(value)) {
    for (const item of value) walk(item, visit);
  } else if (value && typeof value === "object") {
    visit(value as Record<string, unknown>);
    for (const child of Object.values(value)) walk(child, visit);
  }
}

/** The first server action of a type on a page (buttons, FABs, anything). */
export function actionOfType(page: unknown, type: string): Record<string, unknown> {
  let found: Record<string, unknown> | undefined;
  walk(page, (node) => {
    if (!found && node.type === type && ("requestObject" in node || "uri" in node)) found = node;
  });
  if (!found) throw new Error(`no ${type} action on the page`);
  return found;
}

export interface SeededForm {
  formId: string;
  intent: string;
  submitAction: Record<string, unknown>;
  fields: { name: string; type: string; options?: { value: string }[] }[];
}

/** The FORM widget of a page with this intent (FORM_SUBMIT when it names none). */
export function formOf(page: unknown, intent: string): SeededForm {
  let found: SeededForm | undefined;
  walk(page, (node) => {
    if (found || node.componentType !== "FORM") return;
    const data = node.componentData as Partial<SeededForm> | undefined;
    if (data && (data.intent ?? "FORM_SUBMIT") === intent) {
      found = { ...data, intent } as SeededForm;
    }
  });
  if (!found) throw new Error(`no FORM with intent ${intent} on the page`);
  return found;
}

/** Everything the platform's test mode shows of what actions change, for one user. */
export const STATE_ENDPOINTS = [
  "/__test/orders",
  "/__test/enrolments",
  "/__test/notify",
  "/__test/user-actions",
  "/__test/form-submissions",
] as const;

export async function platformState(
  stack: Stack,
  email = "learner@example.com",
): Promise<Record<string, unknown>> {
  const query = `?email=${encodeURIComponent(email)}`;
  const entries = await Promise.all(
    STATE_ENDPOINTS.map(
      async (path) => [path, await platformJson(stack, `${path}${query}`)] as const,
    ),
  );
  return Object.fromEntries(entries);
}
