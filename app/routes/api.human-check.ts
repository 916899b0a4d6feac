import type { LoaderFunctionArgs } from "@remix-run/node";
import { loadHumanCheck } from "~server/bff/altcha.server";

/**
 * The login's human check (issue 41, decision 061): a fresh ALTCHA challenge as JSON, GET only
 * (it changes nothing: no CSRF token), rate-limited per address. The solution comes back with
 * the login form and is judged there.
 */
export const loader = ({ request }: LoaderFunctionArgs) => loadHumanCheck(request);
