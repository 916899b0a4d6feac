import { describe, expect, it } from "vitest";
import { assistantStreamRequestSchema } from "~/contract/assistant";
import { findProblem } from "~server/platform/practice/problems";
import { tutorReply, type TutorRequest } from "~server/platform/assistant/tutor";
import { complexityOf, findBugs, shapeOf } from "~server/platform/assistant/tutor-code";
import { runInsights } from "~server/platform/assistant/tutor-insights";

/** The deterministic tutor: same request, same text; each intent answers from what it is given. */

const sum = findProblem("sum-of-two-numbers")!;
const ask = (request: Partial<TutorRequest>): TutorRequest => ({
  question: "",
  intent: "ASK",
  ...request,
});

describe("EXPLAIN", () => {
  const reply = tutorReply(ask({ intent: "EXPLAIN", languageId: "python3" }), sum);

  it("restates the statement, input/output, constraints and a fenced example", () => {
    expect(reply).toContain("## Sum of two numbers (Easy)");
    expect(reply).toContain("**What it asks.** Read two integers a and b and print their sum.");
    expect(reply).toContain("**Input and output.** Input: one line with a and b");
    expect(reply).toContain("- -10^9 ≤ a, b ≤ 10^9");
    expect(reply).toContain("```text\n2 3\n---\n5\n```");
  });

  it("suggests an approach by the problem's tags and shows the starter code in its language", () => {
    expect(reply).toContain("**A suggested approach** (Basics, Math):");
    expect(reply).toMatch(/^1\. Read the input exactly as described/m);
    expect(reply).toContain("```python\na, b = map(int, input().split())");
  });

  it("without a problem, explains from the question and the code sent", () => {
    const text = tutorReply(
      ask({ intent: "EXPLAIN", question: "What does this do?", sourceCode: "print(1)" }),
    );
    expect(text).not.toContain("What does this do?");
    expect(text).toContain("```text\nprint(1)\n```");
  });

  it("is the same text every time", () => {
    expect(tutorReply(ask({ intent: "EXPLAIN", languageId: "python3" }), sum)).toBe(reply);
  });
});

describe("FIND_BUG", () => {
  const buggy = [
    "a, b = map(int, input().split())",
    "total = 0",
    "for i in range(len(b)+1):",
    "    if a = b:",
    "        total += 1",
    "while True:",
    "    total += 1",
  ].join("\n");

  it("names the lines of an off-by-one, an assignment in a condition, an endless loop and no output", () => {
    const reply = tutorReply(
      ask({ intent: "FIND_BUG", sourceCode: buggy, languageId: "python3" }),
      sum,
    );
    expect(reply).toBe(
      [
        "## 4 things to check",
        [
          "- **Line 3:** `for i in range(len(b)+1):` goes one step past the end: the last index is length - 1.",
          "- **Line 4:** `if a = b:` assigns with `=` inside a condition: compare with `==`.",
          "- **Line 6:** `while True:` never stops: nothing after it breaks out or returns.",
          "- **Line 7:** Nothing is printed: the judge reads only what the program prints.",
        ].join("\n"),
        "Fix these, run the samples again, then try the edge cases.",
      ].join("\n\n"),
    );
  });

  it("finds `<= length` loops, unused input and a function without return (JavaScript)", () => {
    const code = [
      "const [a, b] = readline().split(' ').map(Number);",
      "function add(x, y) {",
      "  for (let i = 0; i <= xs.length; i++) {}",
      "}",
      "console.log(add(a, 1));",
    ].join("\n");
    const findings = findBugs(code, { sql: false, readsInput: true });
    expect(findings.map((f) => f.line)).toEqual([1, 2, 3]);
    expect(findings[0]!.message).toBe("`b` is read from the input but never used.");
    expect(findings[1]!.message).toContain("never returns a value");
    expect(findings[2]!.message).toContain("one step past the end");
  });

  it("says so for empty code, for the untouched starter, and for SQL without SELECT", () => {
    expect(
      tutorReply(ask({ intent: "FIND_BUG", sourceCode: "  \n# only a comment\n" }), sum),
    ).toContain("## Nothing to check yet");
    const starter = sum.starterCode.python3!;
    expect(
      tutorReply(ask({ intent: "FIND_BUG", sourceCode: starter, languageId: "python3" }), sum),
    ).toContain("## This is still the starter code");
    expect(findBugs("DELETE FROM t;", { sql: true, readsInput: false })).toEqual([
      { line: 1, message: "There is no SELECT: nothing is printed." },
    ]);
  });

  it("finds nothing in a correct solution and lists the problem's edge cases", () => {
    const reply = tutorReply(
      ask({
        intent: "FIND_BUG",
        sourceCode: sum.referenceSolutions.python3!,
        languageId: "python3",
      }),
      sum,
    );
    expect(reply).toContain("## No obvious bug");
    expect(reply).toContain("- At the limit: -10^9 ≤ a, b ≤ 10^9");
    expect(reply).toContain("- Negative numbers, zero, and the largest values.");
  });
});

describe("HINT", () => {
  it("gives the problem's first hint, then the next one the history has not shown", () => {
    const first = tutorReply(ask({ intent: "HINT" }), sum);
    expect(first).toBe(
      "## Hint 1 of 2\n\nSplit the line on the space and turn both parts into numbers.\n\nAsk for another hint if you are still stuck.",
    );
    const second = tutorReply(
      ask({ intent: "HINT", history: [{ role: "assistant", text: first }] }),
      sum,
    );
    expect(second).toContain("## Hint 2 of 2");
    expect(second).toContain("That was the last hint");
    const none = tutorReply(
      ask({
        intent: "HINT",
        history: [
          { role: "assistant", text: first },
          { role: "assistant", text: second },
        ],
      }),
      sum,
    );
    expect(none).toContain("## You have seen every hint");
  });

  it("gives a generic approach hint without a problem", () => {
    expect(tutorReply(ask({ intent: "HINT" }))).toContain(
      "- Restate the task in one sentence and work through the first example by hand.",
    );
  });
});

describe("REVIEW", () => {
  it("comments on length, naming and complexity, quoting the innermost loop in a fence", () => {
    const code =
      "n = int(input())\nq = 0\nfor i in range(n):\n    for j in range(n):\n        q += i * j\nprint(q)";
    const reply = tutorReply(
      ask({ intent: "REVIEW", sourceCode: code, languageId: "python3" }),
      sum,
    );
    expect(reply).toContain("- **Length:** 6 lines of code: short and easy to follow.");
    const one = tutorReply(ask({ intent: "REVIEW", sourceCode: "print(1)" }));
    expect(one).toContain("- **Length:** 1 line of code: short");
    expect(reply).toContain("- **Naming:** one-letter names (`q`)");
    expect(reply).toContain("- **Complexity:** about O(n²) (2 nested loops).");
    expect(reply).toContain("```python\n    for j in range(n):\n        q += i * j\n```");
  });

  const bigO = (code: string) => {
    const complexity = complexityOf(shapeOf(code));
    return complexity.known ? complexity.bigO : `unknown: ${complexity.why}`;
  };

  it("guesses complexity from loops and sorting, and counted while loops", () => {
    expect(bigO("x = 1\nprint(x)")).toBe("O(1)");
    expect(bigO("for x in xs:\n    print(x)")).toBe("O(n)");
    expect(bigO("xs.sort()\nfor x in xs:\n    print(x)")).toBe("O(n log n)");
    expect(bigO("i = 0\nwhile i < n:\n    print(i)\n    i += 1")).toBe("O(n)");
    expect(bigO("let i = 0;\nwhile (i < n) {\n  i++;\n}")).toBe("O(n)");
  });

  it("says unknown for recursion and loops whose bound it cannot see", () => {
    expect(bigO("def f(n):\n    return f(n - 1)")).toMatch(/^unknown: it is recursive/);
    expect(bigO("while(true){}")).toMatch(/^unknown: the loop on line 1 has no bound/);
    expect(bigO("for (;;) {\n  step();\n}")).toMatch(/^unknown: the loop on line 1/);
    expect(bigO("lo = 0\nwhile lo <= hi:\n    lo = mid + 1")).toMatch(/line 2 has no bound/);
    const reply = tutorReply(
      ask({ intent: "REVIEW", sourceCode: "let n = 0;\nwhile(true){}\nconsole.log(n);" }),
    );
    expect(reply).toContain(
      "- **Complexity:** unknown: I cannot tell from the code, the loop on line 2",
    );
    expect(reply).not.toMatch(/about O\(/);
  });

  it("offers the starter code in a fence when there is nothing to review", () => {
    const reply = tutorReply(ask({ intent: "REVIEW", languageId: "javascript12" }), sum);
    expect(reply).toContain("## Nothing to review yet");
    expect(reply).toContain("```javascript\nconst [a, b]");
  });
});

describe("ASK", () => {
  it("answers by keyword, without repeating the question", () => {
    const reply = tutorReply(ask({ question: "How does a LEFT JOIN work?" }));
    expect(reply).toMatch(/^## SQL joins\n\n- INNER JOIN/);
    expect(reply).not.toContain("How does a LEFT JOIN work");
    expect(reply).toContain("```sql\nSELECT d.name");
    expect(tutorReply(ask({ question: "what's the big-O here" }))).toContain("## Time complexity");
    expect(tutorReply(ask({ question: "Is recursion ok?" }))).toContain("## Recursion");
  });

  it("answers any other question with general steps, naming the problem", () => {
    const reply = tutorReply(ask({ question: "Where do I start?" }), sum);
    expect(reply).toMatch(/^## Let's work through it/);
    expect(reply).not.toContain("Where do I start?");
    expect(reply).toContain("For **Sum of two numbers**, the tags are Basics, Math.");
  });

  it("an unknown intent is ASK (the contract's schema)", () => {
    const request = assistantStreamRequestSchema.parse({ question: "recursion?", intent: "POEM" });
    expect(tutorReply(request)).toContain("## Recursion");
  });
});

describe("what a run's output means (runInsights)", () => {
  it("names the in-place method whose None is printed or kept", () => {
    const [kept] = runInsights("nums = [2, 1]\nordered = nums.sort()\nprint(ordered)", "python3", {
      stdout: "None\n",
    });
    expect(kept?.line).toBe(2);
    expect(kept?.text).toContain("so `ordered` holds `None`");
    const [reversed] = runInsights("xs = [1, 2]\nprint(xs.reverse())", "python3", {
      stdout: "None",
    });
    expect(reversed?.text).toContain("`list.reverse()` reverses the list in place");
  });

  it("names a function without return whose call is printed", () => {
    const code = "def double(n):\n    print(n * 2)\n\nprint(double(4))";
    const [insight] = runInsights(code, "python3", { stdout: "8\nNone\n" });
    expect(insight?.line).toBe(4);
    expect(insight?.text).toContain("`double` (line 1) has no `return` with a value");
  });

  it("explains JavaScript's undefined from forEach, and says nothing of a normal output", () => {
    const code = "const xs = [1, 2];\nconsole.log(xs.forEach((x) => x * 2));";
    const [insight] = runInsights(code, "javascript12", { stdout: "undefined\n" });
    expect(insight?.text).toContain("`forEach` returns `undefined`");
    expect(runInsights("print(sorted([2, 1]))", "python3", { stdout: "[1, 2]\n" })).toEqual([]);
  });

  it("says what a kind of error means", () => {
    const error = "Traceback:\n  line 1\nTypeError: 'NoneType' object is not subscriptable";
    const [insight] = runInsights("x = [1].sort()\nprint(x[0])", "python3", { stdout: "", error });
    expect(insight?.text).toContain("A value is `None` where a list or object was expected");
  });
});
