import { Writable } from "node:stream";
import { createRemixStub } from "@remix-run/testing";
import type { ReactElement, ReactNode } from "react";
import { renderToPipeableStream } from "react-dom/server";
import { AuthenticityTokenProvider } from "remix-utils/csrf/react";
import { AppConfigContext, defaultAppConfig, type AppConfig } from "~/config/app-config";

/**
 * Renders a tree on the server as the document does (app/entry.server.tsx): once every
 * <Suspense> boundary is ready, so parts that are chunks of their own (React.lazy) are in the
 * HTML. Inside a Remix stub, so that <Link> and friends have their router. Returns the HTML.
 */
export function renderToHtml(node: ReactNode, config: Partial<AppConfig> = {}): Promise<string> {
  const Stub = createRemixStub([
    {
      path: "/",
      Component: () => (
        <AppConfigContext.Provider value={{ ...defaultAppConfig, ...config }}>
          {/* The root always provides a CSRF token; so does every test render. */}
          <AuthenticityTokenProvider token="test-csrf-token">{node}</AuthenticityTokenProvider>
        </AppConfigContext.Provider>
      ),
    },
  ]);
  return renderAllToHtml(<Stub initialEntries={["/"]} />);
}

/** Server-renders an element once every <Suspense> boundary is ready (the document's way). */
export function renderAllToHtml(element: ReactElement): Promise<string> {
  return new Promise((resolve, reject) => {
    let html = "";
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        html += chunk.toString("utf8");
        done();
      },
      final(done) {
        resolve(html);
        done();
      },
    });
    const { pipe } = renderToPipeableStream(element, {
      onAllReady: () => pipe(sink),
      onShellError: reject,
    });
  });
}
