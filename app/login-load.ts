/**
 * The login forms' parts (the login panel, its inputs, captcha and CSRF fields, the auth error boundary):
 * the login routes, checkout, payment and the login window's chunk import this file for its place
 * in the module graph only, so these parts stay in one file (docs/decisions/022, as
 * app/first-load.ts does for the shell).
 */
import "~/auth/AuthErrorBoundary";
import "~/auth/LoginPanel";
