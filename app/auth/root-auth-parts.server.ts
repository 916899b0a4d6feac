// The server renders the root's login parts eagerly (app/auth/root-auth-parts.ts).
export { AccessGate } from "./AccessGate";
export { LoginDialog } from "./LoginDialog";
