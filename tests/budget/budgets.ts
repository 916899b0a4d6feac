/**
 * Client JavaScript budgets per route, in KB of gzip, for a first visit (entry + root + route
 * and their chunks). `targetKb` is where we want to be (decision 010: "/" 110 KB, any page 130 KB);
 * `ceilingKb` is what the build may not pass today: it only ever moves down, towards the target.
 * `editors`: the route may load CodeMirror, sql.js or a markdown library (practice routes).
 */
export interface Budget {
  pattern: RegExp;
  targetKb: number;
  ceilingKb: number;
  editors?: boolean;
  /**
   * How many files that first visit may load. More means the shell split again: a route or
   * on-demand chunk uses it without importing app/first-load.ts or app/page-load.ts (decision 022).
   */
  maxFiles?: number;
}

export const BUDGETS: Budget[] = [
  // At its target since decision 022 (127.6 -> 109.5 KB): the shell, page runtime and login forms
  // in one file each, and the cells, announcement bar and footer hydrated as islands whose code
  // loads on first use.
  { pattern: /^\/$/, targetKb: 110, ceilingKb: 110, maxFiles: 14 },
  // The catch-all serves every CMS page: the same code as "/".
  { pattern: /^\/\*$/, targetKb: 130, ceilingKb: 110, maxFiles: 14 },
  // The widget gallery is a development page (hidden in production).
  { pattern: /^\/dev\/widgets$/, targetKb: 130, ceilingKb: 126 },
  // The AI assistant's answer page (no JavaScript needed to read it) renders markdown.
  { pattern: /^\/assistant$/, targetKb: 130, ceilingKb: 130, editors: true },
  { pattern: /.*/, targetKb: 130, ceilingKb: 130 },
];

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
