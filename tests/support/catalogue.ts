import { expect } from "vitest";
import { catalogueEntryOf } from "~/contract/calls";

/** Calls the platform serves for the harness only (waiting for it to start). */
const HARNESS_CALLS = new Set(["GET /health"]);

/**
 * Every call the platform saw since it started is a catalogue entry: the suites that drive the
 * BFF through real flows end with this (the platform records "METHOD path" in test mode).
 */
export async function expectOnlyCatalogueCalls(platformUrl: string): Promise<string[]> {
  const seen = (await (await fetch(`${platformUrl}/__test/seen-calls`)).json()) as string[];
  const outside = seen.filter((call) => {
    if (HARNESS_CALLS.has(call)) return false;
    const path = call.slice(call.indexOf(" ") + 1);
    return catalogueEntryOf(path) === undefined;
  });
  expect(outside).toEqual([]);
  return seen;
}
