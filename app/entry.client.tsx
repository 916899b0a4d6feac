import { RemixBrowser } from "@remix-run/react";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { pagePartsReady } from "~/shared/page-parts-ready";

// A server-driven page first loads the chunks of the parts it shows (app/page/page-parts.ts),
// so hydration runs in one pass; on other routes nothing waits.
void pagePartsReady().then(() =>
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <RemixBrowser />
      </StrictMode>,
    );
  }),
);
