/**
 * Client JavaScript per route, in KB of gzip, for a first visit as Remix's manifest lists it
 * (entry + root + route and their static chunks). Since decision 058 these sums are information,
 * not the guard: what "/" may cost is what Chromium loads for it, lazy parts included
 * (FIRST_LOAD_GUARD, tests/e2e/first-load-budget.spec.ts). `targetKb` is where a route should stay.
 * `editors`: the route may load CodeMirror, sql.js or a markdown library (practice routes).
 */
export interface Budget {
  pattern: RegExp;
  targetKb: number;
  editors?: boolean;
}

export const BUDGETS: Budget[] = [
  // The AI assistant's answer page (no JavaScript needed to read it) renders markdown.
  { pattern: /^\/assistant$/, targetKb: 130, editors: true },
  { pattern: /.*/, targetKb: 130 },
];

/**
 * The guard on "/" (issue 42, decision 058): every script Chromium loads for it until the
 * network is idle, lazy parts included, in KB of gzip and in files. It guards against creep.
 * Issue 42 asks for at most 20 files; with the framework's hydration esbuild's chunking gives 50
 * (decision 069: 24 even if every lazy part were one entry), and only imports that steer the
 * bundler would reach 20. Until the owner decides, the file guard holds today's count plus 10 %.
 */
export const FIRST_LOAD_GUARD = { path: "/", maxKb: 130, maxFiles: 56 };

/**
 * Sandbox pages (/web-sandbox/*, /codesandbox/embed/*, issue 14): the catch-all route serves them,
 * so its rule above holds for their route code; their first load also fetches the workspace and
 * the runner of the sandbox type (on-demand chunks preloaded before hydration). That whole first
 * load, before the editor's chunk, is measured in Chromium by tests/e2e/sandbox.spec.ts.
 */
export const SANDBOX_FIRST_LOAD_KB = 200;

export function budgetOf(url: string): Budget {
  return BUDGETS.find((budget) => budget.pattern.test(url)) ?? BUDGETS[BUDGETS.length - 1];
}

/**
 * npm packages no route may ship: zod validates on the server (the BFF resolves each cell's
 * widget data, docs/decisions/010), the browser reads plain values from app/contract/values.ts.
 */
export const SERVER_ONLY_LIBRARIES: RegExp[] = [/^zod$/];

/** npm packages that only editor routes may ship. */
export const EDITOR_LIBRARIES: RegExp[] = [
  /^@codemirror\//,
  /^@uiw\/react-codemirror$/,
  /^@lezer\//,
  /^codemirror$/,
  /^sql\.js$/,
  /^@electric-sql\/pglite$/,
  /^(marked|markdown-it|markdown-to-jsx|micromark|remark.*|react-markdown|mdast.*)$/,
];
