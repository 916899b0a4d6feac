import { readFileSync } from "node:fs";
import path from "node:path";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { CompilerOutput } from "~/practice/CompilerOutput";
import { SubmissionVerdict } from "~/practice/RunResult";
import { RunOutput } from "~/sandbox/RunOutput";

/**
 * Issue 44: "Tracebacks sit in a <p>, so their line breaks and ^^^ markers collapse". Wherever a
 * run's error is shown it is a <pre> that keeps its columns and scrolls sideways.
 */
const TRACE = [
  "Traceback (most recent call last):",
  '  File "<main.py>", line 3, in <module>',
  "    print(total / count)",
  "          ~~~~~~^~~~~~~",
  "ZeroDivisionError: division by zero",
].join("\n");

/** The text of every <pre data-trace> in the markup, unescaped enough to compare. */
function traces(html: string): string[] {
  return [...html.matchAll(/<pre[^>]*data-trace=""[^>]*>([\s\S]*?)<\/pre>/g)].map((m) =>
    m[1].replaceAll("&lt;", "<").replaceAll("&gt;", ">").replaceAll("&quot;", '"'),
  );
}

describe("a traceback keeps its lines", () => {
  it("in the compiler's output, after what the program printed", () => {
    const html = renderToStaticMarkup(
      <CompilerOutput
        result={{ inProgress: false, isSuccessful: false, result: "hi\n", message: TRACE }}
      />,
    );
    expect(traces(html)).toEqual([TRACE]);
  });

  it("in a Python sandbox run (its message was a <p>) and its stderr", () => {
    const html = renderToStaticMarkup(
      <RunOutput
        returnTo="/python-sandbox"
        state={{ phase: "done", result: { status: "REJECTED", message: TRACE, stderr: TRACE } }}
      />,
    );
    expect(traces(html)).toEqual([TRACE, TRACE]);
    expect(html).not.toMatch(/<p(\s[^>]*)?>Traceback/);
  });

  it("in a problem's result: the message and the errors", () => {
    const html = renderToStaticMarkup(
      <SubmissionVerdict
        mode="RUN"
        result={{
          submissionId: "s1",
          status: "REJECTED",
          judgeResult: "RUNTIME_ERROR",
          stdout: "",
          stderr: TRACE,
        }}
      />,
    );
    expect(traces(html)).toEqual([TRACE]);
  });

  it("is styled not to wrap and to scroll sideways", () => {
    const css = readFileSync(path.resolve(__dirname, "../../../app/practice/practice.css"), "utf8");
    const rule = /\.practice__trace \{([^}]*)\}/.exec(css)?.[1] ?? "";
    expect(rule).toMatch(/white-space: pre;/);
    expect(rule).toMatch(/overflow-x: auto;/);
  });
});
