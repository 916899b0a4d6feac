import type { ActionFunctionArgs } from "@remix-run/node";
import { handleSearch } from "~server/bff/search.server";

/**
 * The search bar's call with JavaScript (spec 01 section 7.2), as a resource route: POST only,
 * CSRF-checked, answers JSON. Without JavaScript the bar's GET form comes back to the page's own
 * address and the page loader searches (searchForPage in search.server.ts).
 */
export const action = ({ request, context }: ActionFunctionArgs) => handleSearch(request, context);

export const loader = () =>
  Response.json(
    { message: "Search is a POST with csrf, uri, searchKey and category." },
    { status: 405, headers: { Allow: "POST", "Cache-Control": "no-store" } },
  );
