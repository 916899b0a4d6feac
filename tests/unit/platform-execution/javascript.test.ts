import { describe, expect, it } from "vitest";
import { expectMeasured, RUN_TIMEOUT, usePool } from "./fixture";

/** JavaScript in QuickJS, in real worker threads: no host APIs, limits, a healthy pool after. */
describe("JavaScript (javascript12) in QuickJS", { timeout: RUN_TIMEOUT }, () => {
  const { run } = usePool();
  const js = (code: string, input = "") => run("javascript12", code, { input });

  it("prints hello world, console.log and print to stdout, warn and error to stderr", async () => {
    const outcome = await js(
      "console.log('Hello, World!'); print('n =', 42, {a: [1, 2]}); console.error('oops')",
    );
    expect(outcome).toMatchObject({
      kind: "ok",
      stdout: 'Hello, World!\nn = 42 {"a":[1,2]}\n',
      stderr: "oops\n",
    });
    expectMeasured(outcome);
  });

  it("reads stdin through `input` and `readline()`", async () => {
    const code =
      "const a = readline(); const b = readline(); print(a, b, readline(), input.length)";
    expect(await js(code, "3\n4\n")).toMatchObject({ kind: "ok", stdout: "3 4 null 4\n" });
  });

  it("a syntax error is a compile error with QuickJS's message", async () => {
    const outcome = await js("console.log((");
    expect(outcome).toMatchObject({ kind: "compile-error" });
    expect("message" in outcome && outcome.message).toMatch(/^SyntaxError: /);
  });

  it("a thrown error is a runtime error, `Name: message` and the learner's lines", async () => {
    expect(await js("throw new TypeError('bad')")).toMatchObject({
      kind: "runtime-error",
      message: "TypeError: bad\n    at main.js:1:20",
    });
    // Issue 44: the line of the learner's code, each frame's, after what was printed before it.
    const code = "console.log('before');\nfunction f(x) {\n  return x.y.z;\n}\nf({});";
    expect(await js(code)).toMatchObject({
      kind: "runtime-error",
      stdout: "before\n",
      message:
        "TypeError: cannot read property 'z' of undefined\n    at f (main.js:3:13)\n    at main.js:5:2",
    });
    expect(await js("let a = 1;\nlet b = ;")).toMatchObject({
      kind: "compile-error",
      message: expect.stringMatching(/^SyntaxError: .*\n {4}at main\.js:2:\d+$/),
    });
    // JSON.parse's SyntaxError is the program's, at run time: not a compile error.
    expect(await js("JSON.parse('{')")).toMatchObject({ kind: "runtime-error" });
  });

  it.each([
    ["require('fs')", /ReferenceError: 'require' is not defined/],
    ["process.exit(1)", /ReferenceError: 'process' is not defined/],
    ["fetch('http://example.com')", /ReferenceError: 'fetch' is not defined/],
  ])("has no host API: %s", async (code, message) => {
    const outcome = await js(code);
    expect(outcome).toMatchObject({ kind: "runtime-error" });
    expect("message" in outcome && outcome.message).toMatch(message);
  });

  it("an endless loop ends with time-limit and the pool keeps working", async () => {
    expect(await run("javascript12", "while (true) {}", { limits: { wallMs: 500 } })).toMatchObject(
      { kind: "time-limit", message: "Time limit exceeded" },
    );
    expect(await js("console.log(1 + 1)")).toMatchObject({ kind: "ok", stdout: "2\n" });
  });

  it.each([
    ["new Array(1e9).fill(1)"],
    ["const a = []; for (;;) a.push({ x: a.length })"],
    ["let s = 'x'; for (;;) s += s"],
  ])("running out of memory is memory-limit: %s", async (code) => {
    // A wall time far beyond the default: on a loaded machine the slow filler must still reach
    // the memory limit first (the outcome is what is tested, not the speed).
    const outcome = await run("javascript12", code, { limits: { wallMs: 50_000 } });
    expect(outcome).toMatchObject({
      kind: "memory-limit",
      message: "Memory limit exceeded",
    });
  });

  it("deep recursion is a runtime error, not a crash of the worker", async () => {
    expect(await js("function f() { return f() } f()")).toMatchObject({
      kind: "runtime-error",
      // Its first frames, then how many more.
      message: expect.stringMatching(
        /^InternalError: stack overflow(\n {4}at f \(main\.js:1:\d+\)){8}\n {4}\.\.\. \d+ more$|^InternalError: stack overflow$/,
      ),
    });
    expect(await js("JSON.parse('['.repeat(200000))")).toMatchObject({ kind: "runtime-error" });
    expect(await js("print('alive')")).toMatchObject({ kind: "ok", stdout: "alive\n" });
  });

  it("printing in an endless loop is output-limit, the output cut at the cap", async () => {
    const outcome = await run("javascript12", "for (;;) console.log('spam')", {
      limits: { outputBytes: 1000 },
    });
    expect(outcome).toMatchObject({ kind: "output-limit", message: "Output limit exceeded" });
    expect("stdout" in outcome && Buffer.byteLength(outcome.stdout)).toBe(1000);
  });

  it("nothing leaks from one run to the next", async () => {
    await js("globalThis.secret = 42; Array.prototype.leak = 1");
    await js("globalThis.secret = 42; Array.prototype.leak = 1");
    expect(await js("print(typeof secret, [].leak)")).toMatchObject({
      stdout: "undefined undefined\n",
    });
  });
});
