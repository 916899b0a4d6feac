import { describe, expect, it } from "vitest";
import { expectMeasured, RUN_TIMEOUT, usePool } from "./fixture";

/** Python in Pyodide, in real worker threads: stdin, verdicts, limits, a healthy pool after. */
describe("Python (python3) in Pyodide", { timeout: RUN_TIMEOUT }, () => {
  const { run } = usePool({}, "python3");
  const py = (code: string, input = "") => run("python3", code, { input });
  const message = (outcome: Awaited<ReturnType<typeof py>>) =>
    "message" in outcome ? outcome.message : "";

  it("prints hello world", async () => {
    const outcome = await py("print('Hello, World!')");
    expect(outcome).toMatchObject({ kind: "ok", stdout: "Hello, World!\n", stderr: "" });
    expectMeasured(outcome);
  });

  it("input() reads stdin line by line, sys.stdin reads the rest", async () => {
    const code =
      "import sys\na = input()\nb = int(input())\nprint(b * 2, a)\nprint(sys.stdin.read().split())";
    expect(await py(code, "x\n21\nrest of\nit\n")).toMatchObject({
      kind: "ok",
      stdout: "42 x\n['rest', 'of', 'it']\n",
    });
    expect(await py("import sys\nprint(sys.stdin.buffer.read())", "bytes\n")).toMatchObject({
      stdout: "b'bytes\\n'\n",
    });
  });

  it("keeps line breaks and stderr exact", async () => {
    expect(
      await py("import sys\nprint('a', end='')\nprint('\\n\\nb')\nsys.stderr.write('w\\n')"),
    ).toMatchObject({ kind: "ok", stdout: "a\n\nb\n", stderr: "w\n" });
  });

  it("a SyntaxError is a compile error with the traceback's last lines", async () => {
    const outcome = await py("def f(:\n    pass");
    expect(outcome).toMatchObject({ kind: "compile-error" });
    expect(message(outcome)).toMatch(/SyntaxError: /);
    expect(message(outcome)).not.toMatch(/_pyodide|pyodide\.asm/);
    expect(await py("if True:\nprint(1)")).toMatchObject({ kind: "compile-error" });
  });

  it("an exception is a runtime error naming it, without Pyodide's frames", async () => {
    const outcome = await py("x = 1\n1 / 0");
    expect(outcome).toMatchObject({ kind: "runtime-error" });
    expect(message(outcome)).toMatch(/line 2, in <module>\nZeroDivisionError: division by zero$/);
    expect(message(outcome)).not.toMatch(/_pyodide|lib\/python/);
  });

  it("sys.exit(0) is a normal end", async () => {
    expect(await py("print(1)\nimport sys\nsys.exit(0)\nprint(2)")).toMatchObject({
      kind: "ok",
      stdout: "1\n",
    });
  });

  it.each([
    ["os.system", "import os\nos.system('ls')"],
    ["posix.system (the same, one level down)", "import posix\nposix.system('ls')"],
    ["os.fork", "import os\nos.fork()"],
    ["os.execv", "import os\nos.execv('/bin/sh', ['sh'])"],
    ["os.popen", "import os\nos.popen('ls')"],
    ["subprocess", "import subprocess\nsubprocess.run(['ls'])"],
    ["socket connect", "import socket\nsocket.create_connection(('example.com', 80))"],
  ])("%s is refused", async (_name, code) => {
    const outcome = await py(code);
    expect(outcome).toMatchObject({ kind: "runtime-error" });
    expect(message(outcome)).toMatch(/not allowed in the practice sandbox/);
  });

  it.each([
    ["import js"],
    ["import pyodide_js"],
    ["from pyodide.ffi import to_js"],
    ["import _pyodide_core"],
    ["import ctypes"],
  ])("%s: the host is out of reach", async (code) => {
    const outcome = await py(code);
    expect(outcome).toMatchObject({ kind: "runtime-error" });
    expect(message(outcome)).toMatch(/ImportError: No module named/);
  });

  it("an endless loop ends with time-limit and the pool keeps working", async () => {
    const limits = { wallMs: 500 };
    expect(await run("python3", "while True: pass", { limits })).toMatchObject({
      kind: "time-limit",
      message: "Time limit exceeded",
    });
    expect(await py("print(sum(range(10)))")).toMatchObject({ kind: "ok", stdout: "45\n" });
  });

  it("a loop that swallows the interrupt is killed with its worker; a new one takes over", async () => {
    const code =
      "while True:\n    try:\n        while True: pass\n    except KeyboardInterrupt:\n        pass";
    expect(await run("python3", code, { limits: { wallMs: 500 } })).toMatchObject({
      kind: "time-limit",
    });
    expect(await py("print('fresh')")).toMatchObject({ kind: "ok", stdout: "fresh\n" });
  });

  it("a 1 GB allocation is memory-limit (256 MB limit)", async () => {
    expect(await py("x = bytearray(1024 ** 3)")).toMatchObject({
      kind: "memory-limit",
      message: "Memory limit exceeded",
    });
    expect(await py("x = bytearray(100 * 1024 ** 2)\nprint(len(x))")).toMatchObject({
      kind: "ok",
      stdout: "104857600\n",
    });
  });

  it("huge output is output-limit, cut at the cap", async () => {
    const outcome = await run("python3", "while True: print('spam')", {
      limits: { outputBytes: 1000 },
    });
    expect(outcome).toMatchObject({ kind: "output-limit", message: "Output limit exceeded" });
    expect("stdout" in outcome && Buffer.byteLength(outcome.stdout)).toBe(1000);
  });
});
