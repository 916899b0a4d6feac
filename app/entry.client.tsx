import { RemixBrowser } from "@remix-run/react";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";

// Remix's own entry: the page hydrates with the framework. Parts that load late (React.lazy in a
// <Suspense> boundary) keep the server's HTML and hydrate when their code arrives (decision 058).
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <RemixBrowser />
    </StrictMode>,
  );
});
