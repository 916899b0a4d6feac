import type { AppLoadContext, EntryContext } from "@remix-run/node";
import { afterEach, describe, expect, it, vi } from "vitest";
import { applyTestEnv } from "../auth/env";

// The document's React tree without Remix's router: what is tested is the render's own life.
vi.mock("@remix-run/react", () => ({
  RemixServer: () => (
    <html lang="en">
      <body>
        <p>rendered</p>
      </body>
    </html>
  ),
}));

applyTestEnv();
const { default: handleRequest } = await import("~/entry.server");

function render(userAgent: string) {
  const refuse = vi.fn();
  const context = { nonce: "nonce-0123456789", cache: { refuse } } as unknown as AppLoadContext;
  const request = new Request("http://localhost/", { headers: { "user-agent": userAgent } });
  const answer = handleRequest(request, 200, new Headers(), {} as EntryContext, context);
  return { answer, refuse };
}

describe("a document render (issue 33)", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  // A timer left pending kept React's request, the loader data and the streams of every answer
  // in memory for the abort delay (10 s): at 80 answers a second, 800 renders held at once.
  it.each([
    ["a browser (streamed)", "Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0"],
    ["a crawler (whole)", "Googlebot/2.1"],
  ])("leaves no timer behind once %s has its whole answer", async (_, userAgent) => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const { answer, refuse } = render(userAgent);
    const response = await answer;
    const html = await response.text();
    expect(html).toContain("<p>rendered</p>");
    // React reports all-ready on a later turn than the last byte it wrote.
    await new Promise((resolve) => setImmediate(resolve));
    expect(vi.getTimerCount()).toBe(0);
    expect(refuse).not.toHaveBeenCalled();
    expect(response.status).toBe(200);
  });
});
