/** Liveness for operators and the test runner: the BFF process answers. */
export const loader = () =>
  new Response("ok", { headers: { "Content-Type": "text/plain", "Cache-Control": "no-store" } });
