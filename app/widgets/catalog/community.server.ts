/**
 * The community family's components, imported eagerly for the server's render; the browser build
 * replaces this module with an empty one and loads each kind's chunk on demand (community.ts).
 */
export { Polling } from "../polling/Polling";
export { Leaderboard } from "../leaderboard/Leaderboard";
