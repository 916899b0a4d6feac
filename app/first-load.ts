/**
 * What every page loads before it hydrates: the shell and the login layer (root's parts). Root,
 * and every route and on-demand chunk that uses any of them, import this file for its place in the
 * module graph only: the bundler gives each distinct set of importing chunks a file of its own, so
 * without it the shell came in ~40 small files, each with its own gzip dictionary (about 8 KB more
 * on "/"; docs/decisions/022). It exports nothing and is no dependency of its importers, so the
 * layer and cycle checks leave it out. The page route's part: app/page-load.ts.
 */
import "~/auth/root-auth";
import "~/config/app-config";
import "~/page/BarLoader";
import "~/shell/AppShell";
import "~/shell/UserStateSync";
import "~/shell/theme-client";
import "~/tracking/tracker";
import "~/ui/PageStates";
