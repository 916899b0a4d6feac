/**
 * What a server-driven page loads on top of app/first-load.ts: the page route, its frame and its
 * action runtime. The page routes and every on-demand chunk a page shows (widget kinds, frame
 * parts) import it for its place in the module graph only (docs/decisions/022), so these modules
 * stay in one file, and routes that show no server-driven page (the assistant, the interview,
 * checkout) do not load it.
 */
import "~/first-load";
import "~/editor/page-route";
import "~/page/PageRoute";
