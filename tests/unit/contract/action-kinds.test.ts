import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { actionKindOf, isMutatingIntent } from "~/actions/action-kind";
import { CALLBACK_HANDLERS } from "~/actions/callbacks/handlers";
import { PENDING_HANDLERS } from "~/actions/pending/handlers";
import { serverActionSchema, SERVER_ACTION_TYPES } from "~/contract";
import {
  CALLBACK_KINDS,
  CALLBACK_MEANINGS,
  PENDING_ACTION_KINDS,
  PENDING_ACTION_MEANINGS,
} from "~/contract/action-kinds";
import {
  CALLBACK_PAYLOAD_SCHEMAS,
  PENDING_PAYLOAD_SCHEMAS,
  vetCallback,
  vetPendingAction,
} from "~/contract/pending";
import { HANDLERS } from "~server/bff/actions/handlers.server";

/**
 * Issue 16, "Done when": the contract's enumerations walked against the spec. The enumeration
 * lines are read out of spec 01 section 3 here, so a kind added to the spec fails this test until
 * it has a schema and a handler.
 */
const SPEC = path.resolve(__dirname, "../../../docs/spec/01-page-shell.md");
const SPEC_02 = path.resolve(__dirname, "../../../docs/spec/02-commerce-and-learning.md");

function listAfter(text: string, label: RegExp): string[] {
  const match = label.exec(text);
  if (!match) throw new Error(`spec has no ${label}`);
  const rest = text.slice(match.index + match[0].length);
  const end = rest.search(/\.(\s|$)/);
  return rest
    .slice(0, end)
    .split(",")
    .map((item) => item.trim())
    .filter(Boolean);
}

const spec = readFileSync(SPEC, "utf8");
const enumerations = spec.split("\n").find((line) => line.startsWith("**Enumerations**")) ?? "";
const specActionTypes = listAfter(enumerations, /server action types /);
const specCallbacks = listAfter(enumerations, /Callback kinds /);
const specPending = listAfter(enumerations, /Pending action kinds /);

describe("the spec's enumerations", () => {
  it("are read from spec 01 (25 action types, 13 callback kinds, 21 pending kinds)", () => {
    expect(specActionTypes).toHaveLength(25);
    expect(specCallbacks).toHaveLength(13);
    expect(specPending).toHaveLength(21);
    for (const kind of [...specActionTypes, ...specCallbacks, ...specPending]) {
      expect(kind).toMatch(/^[A-Z][A-Z0-9_]+$/);
    }
  });

  it("agree with spec 02's lists", () => {
    const spec02 = readFileSync(SPEC_02, "utf8");
    expect(listAfter(spec02, /- Pending action kinds: /)).toEqual(specPending);
    expect(listAfter(spec02, /- Callback kinds: /)).toEqual(specCallbacks);
  });
});

describe.each(specActionTypes)("server action type %s", (type) => {
  it("is in the contract, parses, and is run by the dispatcher or the client runner", () => {
    expect(SERVER_ACTION_TYPES).toContain(type);
    expect(serverActionSchema.parse({ type }).type).toBe(type);
    expect(actionKindOf({ type } as never)).not.toBe("unsupported");
    if (isMutatingIntent(type)) expect(typeof HANDLERS[type]).toBe("function");
  });
});

describe.each(specPending)("pending action kind %s", (kind) => {
  it("has a payload schema, a meaning and a handler", () => {
    expect(PENDING_ACTION_KINDS).toContain(kind);
    const k = kind as (typeof PENDING_ACTION_KINDS)[number];
    expect(PENDING_PAYLOAD_SCHEMAS[k]).toBeDefined();
    expect(PENDING_ACTION_MEANINGS[k].length).toBeGreaterThan(10);
    expect(typeof PENDING_HANDLERS[k]).toBe("function");
  });
});

describe.each(specCallbacks)("callback kind %s", (kind) => {
  it("has a payload schema, a meaning and a handler", () => {
    expect(CALLBACK_KINDS).toContain(kind);
    const k = kind as (typeof CALLBACK_KINDS)[number];
    expect(CALLBACK_PAYLOAD_SCHEMAS[k]).toBeDefined();
    expect(CALLBACK_MEANINGS[k].length).toBeGreaterThan(10);
    expect(typeof CALLBACK_HANDLERS[k]).toBe("function");
  });
});

describe("the contract's lists hold nothing the spec does not name, in the spec's order", () => {
  it("pending and callback kinds", () => {
    expect([...PENDING_ACTION_KINDS]).toEqual(specPending);
    expect([...CALLBACK_KINDS]).toEqual(specCallbacks);
    expect(Object.keys(PENDING_HANDLERS).sort()).toEqual([...specPending].sort());
    expect(Object.keys(CALLBACK_HANDLERS).sort()).toEqual([...specCallbacks].sort());
  });
});

describe("pending actions and callbacks on a server action", () => {
  it("keeps a valid pending action with its data parsed", () => {
    const action = serverActionSchema.parse({
      type: "ENROL",
      pendingAction: { kind: "USER_NOTIFY", data: { message: " Enrolled in the bootcamp " } },
      callback: { kind: "CALENDAR", data: { calendarUri: "/my-calendar" } },
    });
    expect(action.pendingAction).toEqual({
      kind: "USER_NOTIFY",
      data: { message: "Enrolled in the bootcamp" },
    });
    expect(action.callback?.kind).toBe("CALENDAR");
  });

  it("keeps an unknown kind as it came (the browser ignores it with a warning)", () => {
    expect(vetPendingAction({ kind: "FUTURE_KIND", data: { x: 1 } })).toEqual({
      kind: "FUTURE_KIND",
      data: { x: 1 },
    });
    expect(vetCallback({ kind: "FUTURE_CALLBACK" })).toEqual({ kind: "FUTURE_CALLBACK" });
  });

  it("drops a known kind whose data does not fit, never the action", () => {
    const action = serverActionSchema.parse({
      type: "ENROL",
      uri: "/api/v1/enrol",
      pendingAction: { kind: "SHOW_MODAL", data: { uri: "https://evil.example" } },
      callback: { kind: "CALENDAR", data: { calendarUri: "javascript:alert(1)" } },
    });
    expect(action.uri).toBe("/api/v1/enrol");
    expect(action.pendingAction).toBeUndefined();
    expect(action.callback).toBeUndefined();
    expect(vetPendingAction({ data: {} })).toBeUndefined();
    expect(vetPendingAction("USER_NOTIFY")).toBeUndefined();
  });

  it("keeps the replace flag", () => {
    expect(serverActionSchema.parse({ type: "NAVIGATION", uri: "/a", replace: true }).replace).toBe(
      true,
    );
  });

  it("checks the polling bounds", () => {
    const poll = PENDING_PAYLOAD_SCHEMAS.INTERVIEW_MATCH_STATUS;
    const statusAction = { type: "API_CALL", uri: "/api/v1/interview/match-status" };
    expect(poll.safeParse({ statusAction, intervalMs: 3000, maxAttempts: 10 }).success).toBe(true);
    expect(poll.safeParse({ statusAction, intervalMs: 10 }).success).toBe(false);
    expect(poll.safeParse({ statusAction, maxAttempts: 10_000 }).success).toBe(false);
    expect(poll.safeParse({ intervalMs: 3000 }).success).toBe(false);
  });
});
