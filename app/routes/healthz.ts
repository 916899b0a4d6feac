/**
 * Liveness (GET /healthz): the process is up and answers. No upstream call: a restart would not
 * bring a down upstream back. Kept out of the info-level access log (server/web).
 */
export const loader = () =>
  new Response("ok", { headers: { "Content-Type": "text/plain", "Cache-Control": "no-store" } });
