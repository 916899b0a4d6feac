import type { LanguageId } from "~/contract/code-values";
import { codeLines } from "./tutor-code";

/**
 * Why a run printed what it printed: the explanations the tutor grounds in a real run (a `None`
 * printed by a method that changes a list in place, a Python or JavaScript error by its kind).
 * Pure text patterns over the code and the run's output, so the same run gives the same words.
 */

export interface Insight {
  /** 1-based line the insight is about, when one line explains it. */
  line?: number;
  /** Markdown: what happened and what to write instead. */
  text: string;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Python methods that change their object and return None: the classic `print(x.sort())`. */
const IN_PLACE: Record<string, { kind: string; what: string; instead: (name: string) => string }> =
  {
    sort: {
      kind: "list",
      what: "sorts the list in place and returns `None`",
      instead: (n) =>
        `Sort first, then print the list (\`${n}.sort()\` on its own line, then \`print(${n})\`), or print \`sorted(${n})\`, which returns a new sorted list.`,
    },
    reverse: {
      kind: "list",
      what: "reverses the list in place and returns `None`",
      instead: (n) =>
        `Call \`${n}.reverse()\` on its own line and print \`${n}\`, or print \`${n}[::-1]\`, a reversed copy.`,
    },
    append: {
      kind: "list",
      what: "adds to the list in place and returns `None`",
      instead: (n) => `Call it on its own line, then use \`${n}\`.`,
    },
    extend: {
      kind: "list",
      what: "adds to the list in place and returns `None`",
      instead: (n) => `Call it on its own line, then use \`${n}\`.`,
    },
    insert: {
      kind: "list",
      what: "changes the list in place and returns `None`",
      instead: (n) => `Call it on its own line, then use \`${n}\`.`,
    },
    remove: {
      kind: "list",
      what: "changes the list in place and returns `None`",
      instead: (n) => `Call it on its own line, then use \`${n}\`.`,
    },
    clear: {
      kind: "list",
      what: "empties the object in place and returns `None`",
      instead: (n) => `Call it on its own line, then use \`${n}\`.`,
    },
    update: {
      kind: "dict",
      what: "changes the dictionary in place and returns `None`",
      instead: (n) => `Call it on its own line, then use \`${n}\`.`,
    },
    add: {
      kind: "set",
      what: "adds to the set in place and returns `None`",
      instead: (n) => `Call it on its own line, then use \`${n}\`.`,
    },
  };

const IN_PLACE_CALL = new RegExp(
  `([A-Za-z_][\\w.]*)\\.(${Object.keys(IN_PLACE).join("|")})\\(`,
  "g",
);

/** The first line whose in-place call's result is printed or kept (`x = nums.sort()`). */
function inPlaceResultUsed(code: string): Insight | undefined {
  const lines = codeLines(code);
  for (const { line, text } of lines) {
    const printed = /\bprint\s*\(/.test(text);
    const assigned = /^\s*([A-Za-z_]\w*)\s*=[^=]/.exec(text)?.[1];
    if (!printed && !assigned && !/^\s*return\b/.test(text)) continue;
    for (const match of text.matchAll(IN_PLACE_CALL)) {
      const [, name = "", method = ""] = match;
      const rule = IN_PLACE[method]!;
      const shown = text.trim();
      const result = assigned
        ? `so \`${assigned}\` holds \`None\``
        : printed
          ? "so `print` shows `None`"
          : "so the function returns `None`";
      return {
        line,
        text: `**Why \`None\`:** on line ${line}, \`${shown}\`: \`${rule.kind}.${method}()\` ${rule.what}, ${result}. ${rule.instead(name)}`,
      };
    }
  }
  return undefined;
}

/** A Python function with no `return value` whose call is printed: it returns None. */
function functionWithoutReturn(code: string): Insight | undefined {
  const lines = codeLines(code);
  for (const [index, { line, text }] of lines.entries()) {
    const name = /^(\s*)def\s+([A-Za-z_]\w*)\s*\(/.exec(text);
    if (!name) continue;
    const indent = name[1]!.length;
    const body = [];
    for (const next of lines.slice(index + 1)) {
      if ((/^\s*/.exec(next.text)?.[0].length ?? 0) <= indent) break;
      body.push(next.text);
    }
    if (body.some((b) => /\breturn\s+\S/.test(b))) continue;
    const called = new RegExp(`\\bprint\\s*\\(.*\\b${escapeRegExp(name[2]!)}\\s*\\(`);
    const use = lines.find((l) => l.line !== line && called.test(l.text));
    if (use) {
      return {
        line: use.line,
        text: `**Why \`None\`:** \`${name[2]}\` (line ${line}) has no \`return\` with a value, so calling it gives \`None\`, and line ${use.line} prints that. Return the result (\`return ...\`) instead of printing it inside the function.`,
      };
    }
  }
  return undefined;
}

/** JavaScript's `undefined` in the output: a method or function that returns nothing. */
function javascriptUndefined(code: string): Insight {
  const lines = codeLines(code);
  const forEach = lines.find(({ text }) => /console\.log\s*\(.*\.forEach\(/.test(text));
  if (forEach) {
    return {
      line: forEach.line,
      text: `**Why \`undefined\`:** on line ${forEach.line}, \`forEach\` returns \`undefined\`: it only calls the function. Use \`map\` to get a new array, then print that.`,
    };
  }
  return {
    text: "**Why `undefined`:** a value that was never set, or a function without a `return` (its call gives `undefined`). Check what the printed expression returns.",
  };
}

/** What a printed `None` or `undefined` means, when the output holds one. */
function outputInsights(code: string, stdout: string, python: boolean): Insight[] {
  const lines = stdout.split("\n").map((l) => l.trim());
  if (python && lines.some((l) => l === "None" || /\bNone\b/.test(l))) {
    const found = inPlaceResultUsed(code) ?? functionWithoutReturn(code);
    return [
      found ?? {
        text: "**Why `None`:** `None` is what Python gives for a function or method that returns nothing, such as `list.sort()` or a `def` without `return`. Check what the printed expression returns.",
      },
    ];
  }
  if (!python && lines.some((l) => l === "undefined")) return [javascriptUndefined(code)];
  return [];
}

/** The kind of error, in a sentence of what it usually means (Python and QuickJS words). */
const ERROR_MEANINGS: Array<[RegExp, string]> = [
  [
    /'NoneType' object is not (subscriptable|iterable)|'NoneType' object has no attribute/,
    "A value is `None` where a list or object was expected: often the result of a method that changes a list in place (`list.sort()`, `append()`) or of a function without `return`.",
  ],
  [
    /\bEOFError\b|EOF when reading/,
    "The program asked for more input than it was given: put the input lines in the input box (each `input()` reads one line).",
  ],
  [
    /invalid literal for int\(\)/,
    "`int()` got text that is not a whole number: check how you split the input line.",
  ],
  [/\bIndexError\b/, "An index past the end: the last index of a list is `len(list) - 1`."],
  [/\bKeyError\b/, "A key the dictionary does not hold: check with `in`, or use `.get(key)`."],
  [
    /\bNameError\b|is not defined/,
    "A name used before it is defined, or spelled differently where it is defined.",
  ],
  [/\bZeroDivisionError\b|division by zero/, "A division by zero: check the divisor first."],
  [
    /\bRecursionError\b|stack overflow|Maximum call stack/,
    "The recursion never reaches its base case (or goes too deep): check the case that returns without a call.",
  ],
  [
    /cannot read propert(y|ies) .* of (null|undefined)/,
    "A value is `null` or `undefined` where an object was expected; `readline()` gives `null` once the input has no more lines.",
  ],
];

/** What the run's output or error says about the code: the insights to lead a reply with. */
export function runInsights(
  code: string,
  languageId: LanguageId | undefined,
  run: { stdout: string; error?: string },
): Insight[] {
  const python = languageId === "python3";
  const javascript = languageId === "javascript12";
  const insights = python || javascript ? outputInsights(code, run.stdout, python) : [];
  if (run.error) {
    const meaning = ERROR_MEANINGS.find(([pattern]) => pattern.test(run.error ?? ""))?.[1];
    if (meaning) insights.push({ text: `**What it means:** ${meaning}` });
  }
  return insights;
}
