/**
 * The code practice area's plain values (spec 02 sections 3, 8, 9): language ids, statuses,
 * judge kinds, polling schedules and texts. Zod-free: the practice editor, the compiler, the BFF
 * and the platform all read them from here.
 */

/** Spec 02 section 3, in the spec's order. */
export const LANGUAGE_IDS = [
  "java13",
  "javascript12",
  "python3",
  "cppgcc9",
  "sqlite",
  "psql",
  "go",
  "c",
  "csharp",
  "pandas",
  "r",
  "php",
  "kotlin",
  "swift",
  "scala",
  "prolog",
  "perl",
] as const;
export type LanguageId = (typeof LANGUAGE_IDS)[number];

/** The SQL languages: their programs read tables, not stdin (no custom input box). */
export const SQL_LANGUAGE_IDS: readonly LanguageId[] = ["sqlite", "psql"];

export function isLanguageId(value: unknown): value is LanguageId {
  return typeof value === "string" && (LANGUAGE_IDS as readonly string[]).includes(value);
}

/** What a learner reads in the language picker (ours: the spec names the ids only). */
export const LANGUAGE_LABELS: Record<LanguageId, string> = {
  java13: "Java",
  javascript12: "JavaScript",
  python3: "Python 3",
  cppgcc9: "C++",
  sqlite: "SQL (SQLite)",
  psql: "PostgreSQL",
  go: "Go",
  c: "C",
  csharp: "C#",
  pandas: "Python (pandas)",
  r: "R",
  php: "PHP",
  kotlin: "Kotlin",
  swift: "Swift",
  scala: "Scala",
  prolog: "Prolog",
  perl: "Perl",
};

/**
 * The last segment of /online-compiler/{segment} → language id (spec 02 section 2: "preloads the
 * language named by the last path segment"). The ids themselves are accepted too.
 */
export const LANGUAGE_ALIASES: Record<string, LanguageId> = {
  java: "java13",
  javascript: "javascript12",
  js: "javascript12",
  node: "javascript12",
  nodejs: "javascript12",
  python: "python3",
  py: "python3",
  cpp: "cppgcc9",
  "c++": "cppgcc9",
  sql: "sqlite",
  sqlite3: "sqlite",
  postgresql: "psql",
  postgres: "psql",
  golang: "go",
  "c#": "csharp",
  cs: "csharp",
  kt: "kotlin",
};

/** The language a path segment names, or undefined. Case and percent-encoding are ignored. */
export function languageOfSegment(segment: string | undefined): LanguageId | undefined {
  if (!segment) return undefined;
  let name: string;
  try {
    name = decodeURIComponent(segment).trim().toLowerCase();
  } catch {
    return undefined;
  }
  if (isLanguageId(name)) return name;
  return LANGUAGE_ALIASES[name];
}

/**
 * The address segment of each language's compiler page, /online-compiler/{segment} (ours): the
 * name people type (python, javascript, java, cpp); languageOfSegment reads every one back.
 */
export const COMPILER_SEGMENTS: Record<LanguageId, string> = {
  java13: "java",
  javascript12: "javascript",
  python3: "python",
  cppgcc9: "cpp",
  sqlite: "sqlite",
  psql: "psql",
  go: "go",
  c: "c",
  csharp: "csharp",
  pandas: "pandas",
  r: "r",
  php: "php",
  kotlin: "kotlin",
  swift: "swift",
  scala: "scala",
  prolog: "prolog",
  perl: "perl",
};

/** The compiler page of a language. */
export function compilerPath(languageId: LanguageId): string {
  return `/online-compiler/${COMPILER_SEGMENTS[languageId]}`;
}

/** Where the compiler's form posts Run and Share without JavaScript (ours: app/routes). */
export const COMPILER_FORM_PATH = "/online-compiler/run";

/** The editor store's problem id for the compiler's per-language drafts (ours). */
export const COMPILER_DRAFT_ID = "online-compiler";

/** The compiler's language when the address names none (ours). */
export const DEFAULT_COMPILER_LANGUAGE: LanguageId = "python3";

/** Spec 02 section 3. */
export const SUBMISSION_STATUSES = [
  "CREATED",
  "QUEUED",
  "RUNNING",
  "ACCEPTED",
  "REJECTED",
] as const;
export type SubmissionStatus = (typeof SUBMISSION_STATUSES)[number];
/** Runs are polled while in one of these (spec 02 section 4). */
export const PENDING_SUBMISSION_STATUSES: readonly SubmissionStatus[] = [
  "CREATED",
  "QUEUED",
  "RUNNING",
];

/** Spec 02 section 3. */
export const JUDGE_RESULT_KINDS = [
  "COMPILER_ERROR",
  "TIME_LIMIT_EXCEEDED",
  "WRONG_ANSWER",
  "RUNTIME_ERROR",
] as const;
export type JudgeResultKind = (typeof JUDGE_RESULT_KINDS)[number];

/** Spec 02 section 3. */
export const RUN_MODES = ["RUN", "SUBMIT"] as const;
export type RunMode = (typeof RUN_MODES)[number];

/** Texts of spec 02 section 8 for code runs, hints, polling and the compiler. */
export const CODE_TEXTS = {
  failure: "Something went wrong! Please try again.",
  emptyCode: "Code block is empty code",
  submitted: "Submitted succesfully!",
  timedOut: "Timed out",
} as const;

/**
 * The judge message for a language the reference platform does not run (ours): the learner
 * reads the language's name, never its id.
 */
export function notExecutedMessage(languageId: string): string {
  const name = isLanguageId(languageId) ? LANGUAGE_LABELS[languageId] : languageId;
  return `${name} code can be written and saved here, but this platform cannot run it yet.`;
}

/**
 * A polling schedule (spec 02 section 9): wait `delayMs` before each poll; from poll number
 * `changeAfter + 1` on, wait `laterDelayMs`; give up after `maxPolls` polls.
 */
export interface PollSchedule {
  delayMs: number;
  laterDelayMs: number;
  changeAfter: number;
  maxPolls: number;
}

/** Code runs and sandbox runs: 3000 ms, 6000 ms after 5 polls, 15 polls, then "Timed out". */
export const CODE_RUN_POLLING: PollSchedule = {
  delayMs: 3000,
  laterDelayMs: 6000,
  changeAfter: 5,
  maxPolls: 15,
};

/** Code assistant: 3000 ms, 6000 ms after 10 polls, 20 polls. */
export const CODE_ASSISTANT_POLLING: PollSchedule = {
  delayMs: 3000,
  laterDelayMs: 6000,
  changeAfter: 10,
  maxPolls: 20,
};

/** The standalone compiler's start delay by language (spec 02 section 9). */
export function compilerStartDelayMs(languageId: string): number {
  if (["javascript12", "python3", "sqlite", "c", "perl", "php"].includes(languageId)) return 100;
  if (["cppgcc9", "csharp", "swift"].includes(languageId)) return 200;
  return 800;
}

/** The standalone compiler's schedule: its start delay, doubled after 5 polls, 15 polls. */
export function compilerPolling(languageId: string): PollSchedule {
  const delayMs = compilerStartDelayMs(languageId);
  return { delayMs, laterDelayMs: delayMs * 2, changeAfter: 5, maxPolls: 15 };
}

/**
 * How long the reference platform holds a start call (a run, a submit, a compiler run, a sandbox
 * run or cell, a code-assistant request) for it to finish, so that its answer can carry the final
 * `result` and no status call is needed (ours: docs/contract.md "A result in the start answer").
 */
export const START_ANSWER_WAIT_MS = 1000;

/** The wait before poll number `poll` (1-based). */
export function pollDelayMs(schedule: PollSchedule, poll: number): number {
  return poll > schedule.changeAfter ? schedule.laterDelayMs : schedule.delayMs;
}

/**
 * What a verdict with hidden test cases says of time and memory (ours, issue 41): no hidden case
 * carries its own, and the verdict's totals are rounded up to these steps, so that a program
 * cannot read a hidden input's length back from how long it took. Visible cases keep theirs.
 */
export const HIDDEN_CASE_MEASURES = { timeStepMs: 10, memoryStepKb: 1024 } as const;

/** A total rounded up to its step (0 stays 0). */
export function roundUpToStep(value: number, step: number): number {
  return Math.ceil(Math.max(0, value) / step) * step;
}

/** Limits of what a run may carry (ours): the BFF refuses bigger bodies before any call. */
export const CODE_LIMITS = {
  sourceCodeChars: 64_000,
  inputChars: 16_000,
} as const;

/**
 * The compiler's console (docs/contract.md "Awaiting input", decision 068): a program that asks
 * for a line stdin does not hold ends as `awaitingInput`; the learner's line re-runs it from the
 * start with stdin = the given input, then the lines typed so far. Bounded: lines and their size.
 */
export const CONSOLE_LIMITS = { lines: 50, lineChars: 1_000 } as const;

export const CONSOLE_TEXTS = {
  tooManyLines: `A run takes at most ${CONSOLE_LIMITS.lines} lines of up to ${CONSOLE_LIMITS.lineChars} characters.`,
} as const;

/** The stdin of a console re-run: the given input (ended by a newline), then one line each. */
export function consoleStdin(input: string, lines: readonly string[]): string {
  if (!lines.length) return input;
  const given = input === "" || input.endsWith("\n") ? input : `${input}\n`;
  return `${given}${lines.map((line) => `${line}\n`).join("")}`;
}

/** The lines typed so far, as the form's hidden field carries them (one per line), bounded. */
export function consoleLinesOf(field: string, line?: string): string[] | undefined {
  const lines = field === "" ? [] : field.split("\n");
  if (line !== undefined) lines.push(line);
  const fits =
    lines.length <= CONSOLE_LIMITS.lines &&
    lines.every((l) => l.length <= CONSOLE_LIMITS.lineChars && !l.includes("\r"));
  return fits ? lines : undefined;
}

/** The offline code stores (spec 02 sections 3 and 9). */
export const CODE_STORES = {
  /** The sandbox store's fixed name and version. */
  sandboxDatabase: "career-learning-code",
  sandboxVersion: 2,
  sandboxStore: "sandboxes",
  editorStore: "editor",
  /** The suffix of the editor store's keys. */
  draftSuffix: "draft",
} as const;

/** The editor store's key: problem id, language id, optional extra key and the draft suffix. */
export function editorDraftKey(problemId: string, languageId: string, extraKey?: string): string {
  return [problemId, languageId, ...(extraKey ? [extraKey] : []), CODE_STORES.draftSuffix].join(
    "-",
  );
}

/** The sandbox store's key: problemId-sandboxId, or sandboxId alone. */
export function sandboxDraftKey(sandboxId: string, problemId?: string): string {
  return problemId ? `${problemId}-${sandboxId}` : sandboxId;
}

/**
 * The header in which the BFF names the client address of the browser it calls for (ours): the
 * code runner's pending caps and fair share are per signed-in user, else per visitor address.
 */
export const CLIENT_ADDRESS_HEADER = "x-client-address";

/**
 * Runs one identity may have pending on the reference platform's code runner (ours, issue 30):
 * practice runs, compiler runs, sandbox runs and notebook cells together, from the start call to
 * the verdict. A signed-in user is one identity; a visitor is one per client address.
 */
export const CODE_RUN_PENDING_CAPS = { user: 3, visitor: 2 } as const;

/**
 * Compiler runs one identity (a signed-in user, else a client address) may start in any minute
 * (ours): the BFF counts them per address and instance, the reference platform per identity in
 * its database, so the limit holds across every instance of both (decision 054).
 */
export const COMPILER_RUNS_PER_MINUTE = 30;

/** The refusal (429) of a compiler run past COMPILER_RUNS_PER_MINUTE (ours). */
export const TOO_MANY_COMPILER_RUNS = "Too many runs. Please wait a minute and try again.";

/** The refusal (429) of a run past its identity's pending cap (ours); the BFF shows it as it is. */
export const TOO_MANY_RUNS = "You already have runs in progress. Wait for them to finish.";

/**
 * The refusal (429) of a run or status call past the client's calls held at once (ours,
 * decision 063): one client's flood of polls never takes the upstream pool from everyone.
 */
export const TOO_MANY_HELD_CALLS = "Too many calls at once. Please wait a moment and try again.";
