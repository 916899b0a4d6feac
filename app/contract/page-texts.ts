/**
 * The spec's texts for pages, the frame and login (spec 01 sections 2.3, 2.4, 4, 5, 8 and 9),
 * declared once: the browser, the BFF and the tests import them from here.
 */

/** Unknown route or errored page (spec 01 sections 2.3 and 8). */
export const NOT_FOUND_TEXT = "We can't seem to find the page you're looking for.";
export const TAKE_ME_HOME = "Take me Home";
export const RETRY = "Retry";

/**
 * A request still running when a stopping server's grace ends (docs/decisions/049): answered
 * 503 with this instead of a cut connection. Not in the spec: the BFF's own text.
 */
export const SERVER_RESTARTING_TEXT = "The server is restarting. Try again in a moment.";

/** A page the visitor may not see (spec 01 sections 4 and 8). */
export const NO_ACCESS_TEXT = "You do not have access for this page";

/** The search bar (spec 01 sections 4, 8 and 9). */
export const SEARCH_LOADING_TEXT = "Loading…";
export const SEARCH_NO_RESULTS_TEXT = "No results found";
export const SEARCH_CATEGORIES_TITLE = "Search Categories";

/** The page store cannot upgrade while another tab holds it (spec 01 section 9). */
export const UPGRADE_BLOCKED_MESSAGE = "Refresh all the open tabs of the product";

/** Contest pages: the exact warning on coming back to the tab (spec 01 section 5). */
export const TAB_SWITCH_WARNING =
  "Warning: Your final score will be affected due to switching tabs during the contest!";

/** Login (spec 01 sections 2.4 and 8). */
export const LOGIN_FAILED_EVENT = "Login Failed";
export const INTERVIEW_LOGIN_SUBTITLE = "Login to your account to join the session";
export const INVALID_INTERVIEW_LINK = "The interview link is invalid.";
