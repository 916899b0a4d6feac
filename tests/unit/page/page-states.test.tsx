import { createRemixStub } from "@remix-run/testing";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { PageErrorBoundary } from "~/page/PageRoute";
import { CRASH_TEXT, NOT_FOUND_TEXT, RETRY, TAKE_ME_HOME } from "~/ui/PageStates";

describe("page states", () => {
  it("uses the spec's texts exactly", () => {
    expect(NOT_FOUND_TEXT).toBe("We can't seem to find the page you're looking for.");
    expect(TAKE_ME_HOME).toBe("Take me Home");
    expect(CRASH_TEXT).toBe("Something went wrong");
    expect(RETRY).toBe("Retry");
  });
});

/** What a loader's thrown data(..., {status}) looks like to an error boundary. */
function routeError(status: number, body: unknown) {
  return { status, statusText: "", internal: false, data: body };
}

describe("PageErrorBoundary", () => {
  function stubWithError(error: unknown) {
    const Stub = createRemixStub([
      { id: "page", path: "/", Component: () => null, ErrorBoundary: PageErrorBoundary },
    ]);
    return renderToString(
      <Stub initialEntries={["/"]} hydrationData={{ loaderData: {}, errors: { page: error } }} />,
    );
  }

  it("shows not-found with Take me Home for an unknown page", () => {
    const html = stubWithError(routeError(404, { state: "not-found" }));
    expect(html).toContain("We can&#x27;t seem to find the page you&#x27;re looking for.");
    expect(html).toContain('href="/"');
    expect(html).toContain(TAKE_ME_HOME);
  });

  it("shows the same page with a reference for a failing upstream", () => {
    const html = stubWithError(routeError(502, { state: "errored", requestId: "req-123" }));
    expect(html).toContain("We can&#x27;t seem to find the page you&#x27;re looking for.");
    expect(html).toContain("req-123");
  });

  it("shows Something went wrong with Retry for a render crash", () => {
    const html = stubWithError(new Error("render blew up"));
    expect(html).toContain(CRASH_TEXT);
    expect(html).toContain(RETRY);
    expect(html).not.toContain("render blew up");
  });
});
