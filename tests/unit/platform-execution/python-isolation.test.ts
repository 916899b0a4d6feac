import { describe, expect, it } from "vitest";
import { RUN_TIMEOUT, usePool } from "./fixture";

/**
 * Warm Pyodide workers serve every learner in turn: nothing one run leaves may reach the next,
 * and what the sandbox closes stays closed. A pool of one, so that consecutive runs share it.
 */
describe("Python runs share a worker, not their state", { timeout: RUN_TIMEOUT }, () => {
  const { run } = usePool({ size: 1 }, "python3");
  const py = (code: string, input = "") => run("python3", code, { input });

  it("globals, modules, patched library code, files and the environment are gone", async () => {
    await py(
      [
        "secret = 42",
        "import math, json, collections, os, builtins, sys",
        "math.pi = 3",
        "json.JSONEncoder.leak = 1",
        "builtins.leak = 1",
        "os.environ['LEAK'] = '1'",
        "sys.path.append('/tmp')",
        "open('/tmp/leak.txt', 'w').write('x')",
        "open('leak.txt', 'w').write('x')",
        "import decimal",
        "decimal.getcontext().prec = 3",
      ].join("\n"),
    );
    const check = [
      "import math, json, os, builtins, sys, decimal",
      "print('secret' in globals(), math.pi, hasattr(json.JSONEncoder, 'leak'))",
      "print(hasattr(builtins, 'leak'), os.environ.get('LEAK'), '/tmp' in sys.path)",
      "print(os.path.exists('/tmp/leak.txt'), os.path.exists('leak.txt'), decimal.getcontext().prec)",
    ].join("\n");
    expect(await py(check)).toMatchObject({
      kind: "ok",
      stdout: "False 3.141592653589793 False\nFalse None False\nFalse False 28\n",
    });
  });

  it("stdin a run did not read is not the next run's", async () => {
    await py("input()", "first\nunread\n");
    expect(await py("print(input())", "second\n")).toMatchObject({ stdout: "second\n" });
  });

  it("a module written to /tmp and imported is gone the next run", async () => {
    const write =
      "open('/tmp/mine.py', 'w').write('X = 1')\nimport sys\nsys.path.insert(0, '/tmp')";
    expect(await py(`${write}\nimport mine\nprint(mine.X)`)).toMatchObject({ stdout: "1\n" });
    expect(await py("import sys\nprint('mine' in sys.modules)")).toMatchObject({
      stdout: "False\n",
    });
  });

  it("writing outside /tmp and the working directory is refused", async () => {
    const outcome = await py("open('/lib/python3.14/site.py', 'w')");
    expect(outcome).toMatchObject({ kind: "runtime-error" });
    expect("message" in outcome && outcome.message).toMatch(/PermissionError: Writing/);
  });

  it("a program that closes its stdout does not break the next one", async () => {
    await py("import sys\nsys.stdout.close()");
    expect(await py("print('still here')")).toMatchObject({ kind: "ok", stdout: "still here\n" });
  });

  it.each([
    [
      "pyodide.ffi from sys.modules",
      "import sys\nprint(sys.modules['pyodide.ffi'].to_js({}).constructor.constructor('return process')())",
      /KeyError/,
    ],
    [
      "ctypes into emscripten's run_script",
      "import ctypes\nctypes.CDLL(None).emscripten_run_script(b'1')",
      /ImportError/,
    ],
    [
      "the import guard's globals",
      "import builtins\nbuiltins.__import__.__globals__['_real_import']('js')",
      /AttributeError|KeyError/,
    ],
    [
      "a Pyodide core module built by hand, then Function",
      [
        "import _imp, importlib.machinery as m",
        "core = _imp.create_builtin(m.ModuleSpec('_pyodide_core', m.BuiltinImporter))",
        "core.to_js({}).constructor.constructor('return process')()",
      ].join("\n"),
      /EvalError: Code generation is not available/,
    ],
    ["walking the heap", "import gc\ngc.get_objects()", /PermissionError/],
  ])("%s leads nowhere", async (_name, code, error) => {
    const outcome = await py(code);
    expect(outcome).toMatchObject({ kind: "runtime-error" });
    expect("message" in outcome && outcome.message).toMatch(error);
  });
});
