import type { ActionFunctionArgs } from "@remix-run/node";
import { handleSearch } from "~server/bff/search.server";

/**
 * The search bar's call (spec 01 section 7.2), as a resource route: POST only, CSRF-checked.
 * It answers JSON, so the search bar needs JavaScript to show results (docs: SearchBar.tsx).
 */
export const action = ({ request }: ActionFunctionArgs) => handleSearch(request);

export const loader = () =>
  Response.json(
    { message: "Search is a POST with csrf, uri, searchKey and category." },
    { status: 405, headers: { Allow: "POST", "Cache-Control": "no-store" } },
  );
