/**
 * What the tutor notices in a learner's code, by plain text patterns: no parser, so it works for
 * every language the same way and always gives the same findings for the same code.
 */

export interface Finding {
  /** 1-based line number. */
  line: number;
  message: string;
}

export const lineList = (code: string) => code.replace(/\r\n?/g, "\n").split("\n");

const COMMENT_LINE = /^\s*(#|\/\/|--|\/\*|\*|%)/;

/** Lines with code on them (not blank, not only a comment). */
export function codeLines(code: string): Array<{ line: number; text: string }> {
  return lineList(code)
    .map((text, index) => ({ line: index + 1, text }))
    .filter(({ text }) => text.trim() !== "" && !COMMENT_LINE.test(text));
}

export const isEmptyCode = (code: string | undefined) => !code || codeLines(code).length === 0;

const OUTPUT =
  /\b(print|println|printf|puts|echo|console\.log|System\.out|cout|fmt\.Print\w*|Console\.Write\w*|cat|write)\b/;
const INPUT =
  /\b(input|readline|readLine|sys\.stdin|Scanner|cin|scanf|fgets|fs\.readFileSync|bufio|Console\.ReadLine|read_line|readLines|stdin)\b/;

/** A condition holding `=` where `==` was meant (C-like `if (a = b)`, Python `if a = b:`). */
function assignsInCondition(text: string): boolean {
  const match = /^\s*(?:\}\s*)?(?:else\s+)?(?:if|elif|while)\b\s*(.*)$/.exec(text);
  if (!match) return false;
  let condition = match[1] ?? "";
  if (condition.startsWith("(")) {
    let depth = 0;
    for (let i = 0; i < condition.length; i++) {
      if (condition[i] === "(") depth += 1;
      if (condition[i] === ")") depth -= 1;
      if (depth === 0) {
        condition = condition.slice(0, i + 1);
        break;
      }
    }
  } else {
    condition = condition.replace(/:\s*$/, "");
  }
  const bare = condition
    .replace(/(["'`])(?:\\.|(?!\1).)*\1/g, "")
    .replace(/===|!==|==|!=|<=|>=|=>|:=|<>/g, "");
  return bare.includes("=");
}

const OFF_BY_ONE = [
  /range\(\s*len\([^()]*\)\s*\+\s*1\s*\)/,
  /<=\s*[\w.]+\.(length|size\(\)|len\(\)|Length|Count)\b/,
  /<=\s*len\(/,
];

const INFINITE_LOOP = /^\s*(while\s*\(?\s*(True|true|1)\s*\)?\s*[:{]?|for\s*\(\s*;\s*;\s*\))/;

/** Names a line assigns from the input (`a, b = map(int, input().split())`, `const [a] = ...`). */
function namesReadFromInput(text: string): string[] {
  if (!INPUT.test(text)) return [];
  const left =
    /^\s*(?:const|let|var|final|auto|long|int|double|String|val)?\s*([^=]+?)\s*=[^=]/.exec(
      text,
    )?.[1];
  if (!left) return [];
  return (left.match(/[A-Za-z_]\w*/g) ?? []).filter(
    (name) => !["const", "let", "var", "int", "long", "String", "map", "list"].includes(name),
  );
}

/** Likely bugs, by line; only what the patterns are sure enough about to name. */
export function findBugs(code: string, options: { sql: boolean; readsInput: boolean }): Finding[] {
  const lines = codeLines(code);
  const findings: Finding[] = [];
  const all = lines.map((l) => l.text).join("\n");
  if (options.sql) {
    if (!/\bselect\b/i.test(all)) {
      findings.push({
        line: lines[0]?.line ?? 1,
        message: "There is no SELECT: nothing is printed.",
      });
    }
    return findings;
  }
  for (const { line, text } of lines) {
    if (OFF_BY_ONE.some((pattern) => pattern.test(text))) {
      findings.push({
        line,
        message: `\`${text.trim()}\` goes one step past the end: the last index is length - 1.`,
      });
    }
    if (assignsInCondition(text)) {
      findings.push({
        line,
        message: `\`${text.trim()}\` assigns with \`=\` inside a condition: compare with \`==\`.`,
      });
    }
    if (INFINITE_LOOP.test(text)) {
      const after = lines.filter((other) => other.line > line).map((other) => other.text);
      if (!after.some((other) => /\b(break|return|exit|sys\.exit)\b/.test(other))) {
        findings.push({
          line,
          message: `\`${text.trim()}\` never stops: nothing after it breaks out or returns.`,
        });
      }
    }
    for (const name of namesReadFromInput(text)) {
      const used = lines.some(
        (other) => other.line !== line && new RegExp(`\\b${name}\\b`).test(other.text),
      );
      if (!used) {
        findings.push({ line, message: `\`${name}\` is read from the input but never used.` });
      }
    }
  }
  const functions = lines.filter(({ text }) => /^\s*(def|function)\s+\w+|=>\s*\{\s*$/.test(text));
  if (functions.length && !/\breturn\b/.test(all)) {
    const first = functions[0]!;
    findings.push({
      line: first.line,
      message: "This function never returns a value: add a `return` with the result.",
    });
  }
  if (!OUTPUT.test(all)) {
    findings.push({
      line: lines.at(-1)?.line ?? 1,
      message: "Nothing is printed: the judge reads only what the program prints.",
    });
  }
  if (options.readsInput && !INPUT.test(all)) {
    findings.push({
      line: lines[0]?.line ?? 1,
      message: "The program never reads the input.",
    });
  }
  return findings.sort((a, b) => a.line - b.line);
}

export interface CodeShape {
  lines: number;
  /** Deepest nesting of loops (0: no loop). */
  loopDepth: number;
  /** The line of the innermost loop of that deepest nest. */
  deepestLoopLine?: number;
  sorts: boolean;
  recursive: boolean;
  /** The first loop whose number of turns the code does not show (`while (true)`, `lo <= hi`). */
  unboundedLoopLine?: number;
  /** One-letter names other than the usual loop counters. */
  shortNames: string[];
  longLines: number[];
}

const LOOP = /^\s*(for|while)\b|\.(forEach|map|filter|reduce)\(/;
const indentOf = (text: string) => (/^\s*/.exec(text)?.[0] ?? "").replace(/\t/g, "    ").length;

/** `while i < n` (or `>`, `<=`, `>=`) and the lines under it: the compared name. */
const COUNTED_WHILE = /^\s*while\s*\(?\s*([A-Za-z_]\w*)\s*(?:<|<=|>|>=)\s*[^=]/;

/**
 * Whether a loop's turns can be counted: a `for` or a collection method can; a `while` only when
 * it compares one name and its body steps that name by one (`i += 1`, `i++`, `i -= 1`).
 */
function countedLoop(text: string, body: string[]): boolean {
  if (/^\s*for\s*\(\s*;\s*;/.test(text)) return false;
  if (!/^\s*while\b/.test(text)) return true;
  const name = COUNTED_WHILE.exec(text)?.[1];
  if (!name) return false;
  const step = new RegExp(`\\b${name}\\s*(\\+\\+|--|[+-]=\\s*1\\b)|(\\+\\+|--)\\s*${name}\\b`);
  return body.some((line) => step.test(line));
}

/** Size, nesting and naming, for the review and its complexity guess. */
export function shapeOf(code: string): CodeShape {
  const lines = codeLines(code);
  const open: number[] = [];
  let loopDepth = 0;
  let deepestLoopLine: number | undefined;
  let unboundedLoopLine: number | undefined;
  for (const [position, { line, text }] of lines.entries()) {
    const indent = indentOf(text);
    // A loop is open while the lines under it are indented further (both braces and Python).
    while (open.length && indent <= (open.at(-1) ?? 0)) open.pop();
    if (LOOP.test(text)) {
      const body = lines.slice(position + 1);
      const end = body.findIndex(
        (other) => indentOf(other.text) <= indent && !/^\s*\}/.test(other.text),
      );
      const inside = (end < 0 ? body : body.slice(0, end)).map((other) => other.text);
      if (!countedLoop(text, inside)) unboundedLoopLine ??= line;
      open.push(indent);
      if (open.length > loopDepth) {
        loopDepth = open.length;
        deepestLoopLine = line;
      }
    }
  }
  const all = lines.map((l) => l.text).join("\n");
  const defined = [...all.matchAll(/\b(?:def|function)\s+(\w+)/g)].map((m) => m[1] ?? "");
  const recursive = defined.some(
    (name) => (all.match(new RegExp(`\\b${name}\\s*\\(`, "g")) ?? []).length > 1,
  );
  const assigned = [
    ...all.matchAll(/\b(?:const|let|var|int|long|double|auto)\s+([A-Za-z_]\w*)\b/g),
    ...all.matchAll(/^\s*([A-Za-z_]\w*)\s*=[^=]/gm),
    ...all.matchAll(/\bdef\s+\w+\s*\(([^)]*)\)/g),
  ].flatMap((m) => (m[1] ?? "").split(/[\s,]+/));
  const shortNames = [...new Set(assigned)].filter(
    (name) => /^[A-Za-z]$/.test(name) && !"ijknxyab".includes(name),
  );
  return {
    lines: lines.length,
    loopDepth,
    deepestLoopLine,
    sorts: /\b(sort|sorted|order\s+by)\b/i.test(all),
    recursive,
    unboundedLoopLine,
    shortNames,
    longLines: lines.filter(({ text }) => text.length > 100).map(({ line }) => line),
  };
}

export type Complexity = { known: true; bigO: string } | { known: false; why: string };

/**
 * A Big-O guess from the shape (nested loops multiply, a sort adds a log factor), or unknown
 * with the reason when the shape cannot say: recursion, or a loop whose turns it cannot count.
 */
export function complexityOf(shape: CodeShape): Complexity {
  if (shape.recursive) {
    return { known: false, why: "it is recursive: count the calls per level and the work of each" };
  }
  if (shape.unboundedLoopLine !== undefined) {
    return {
      known: false,
      why: `the loop on line ${shape.unboundedLoopLine} has no bound I can see: work out how many times it turns`,
    };
  }
  if (shape.sorts && shape.loopDepth <= 1) return { known: true, bigO: "O(n log n)" };
  const bigO = ["O(1)", "O(n)", "O(n²)", "O(n³)"][shape.loopDepth] ?? `O(n^${shape.loopDepth})`;
  return { known: true, bigO };
}
