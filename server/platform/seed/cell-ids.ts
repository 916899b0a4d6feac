/**
 * Ids of seeded cells that the platform fills in per request (the account pages and the
 * personalised greeting and profile): declared by the seed that creates them, read by the routes.
 */
export const ORDERS_EMPTY_CELL_ID = "orders-empty";
export const ORDERS_TABLE_CELL_ID = "orders-table";
export const GREETING_CELL_ID = "my-courses-greeting";
/** My Courses: the empty state the user's programmes replace, and the Data Analyst week plan. */
export const MY_COURSES_EMPTY_CELL_ID = "my-courses-empty";
export const MY_COURSES_CARDS_CELL_ID = "my-courses-cards";
export const MY_COURSES_PLAN_SECTION_ID = "my-courses-plan";
export const MY_COURSES_EXPLORE_SECTION_ID = "my-courses-explore";
export const PROFILE_SUMMARY_CELL_ID = "profile-summary";
/** The PROFILE_SUBMIT form of /user/profile: its name fields start with the user's names. */
export const PROFILE_FORM_CELL_ID = "profile-form";
/** The orders page's empty state (ours: the spec gives no text). */
export const NO_ORDERS_TEXT = "You have no orders yet";
