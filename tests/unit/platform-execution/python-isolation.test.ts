import { existsSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
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
      "a Pyodide core module built by hand",
      [
        "import _imp, importlib.machinery as m",
        "core = _imp.create_builtin(m.ModuleSpec('_pyodide_core', m.BuiltinImporter))",
        "core.to_js({}).constructor.constructor('return process')()",
      ].join("\n"),
      /PermissionError: _imp.create_builtin is not allowed/,
    ],
    [
      "ctypes' C side built by hand",
      [
        "import _imp, importlib.machinery as m",
        "_imp.create_builtin(m.ModuleSpec('_ctypes', m.BuiltinImporter)).dlopen(None)",
      ].join("\n"),
      /PermissionError: _imp.create_builtin is not allowed/,
    ],
    [
      "CPython's test module (raw memory) built by hand",
      [
        "import _imp, importlib.machinery as m",
        "_imp.create_builtin(m.ModuleSpec('_testinternalcapi', m.BuiltinImporter))",
      ].join("\n"),
      /PermissionError: _imp.create_builtin is not allowed/,
    ],
    [
      "the refusals' globals (once the way to switch the audit hook off)",
      "import subprocess, os\nsubprocess.run.__globals__['_REFUSED'] = ()\nos.system('true')",
      /AttributeError: 'Refused' object has no attribute '__globals__'/,
    ],
    [
      "the refusal's class, to its namespace",
      "import subprocess\nprint(sorted(type(subprocess.run).__call__.__globals__))\nimport os\nos.system('true')",
      /PermissionError: os.system is not allowed/,
    ],
    ["posix.system (os.system's C side)", "import posix\nposix.system('true')", /PermissionError/],
    [
      "crafted bytecode",
      "def f(): pass\nf.__code__.replace(co_consts=())",
      /PermissionError: code.__new__ is not allowed/,
    ],
    [
      "a function's code swapped",
      "import json\ndef f(*a, **k): return 'x'\njson.dumps.__code__ = f.__code__",
      /PermissionError: Changing a function's code/,
    ],
    ["walking the heap", "import gc\ngc.get_objects()", /PermissionError/],
  ])("%s leads nowhere", async (_name, code, error) => {
    const outcome = await py(code);
    expect(outcome).toMatchObject({ kind: "runtime-error" });
    expect("message" in outcome && outcome.message).toMatch(error);
  });

  it("no way to a shell touches the host: a canary file stays absent", async () => {
    const canary = path.join(tmpdir(), `practice-canary-${process.pid}-${Date.now()}`);
    const attempts = [
      `import posix\nposix.system('touch ${canary}')`,
      `import os\nos.system('touch ${canary}')`,
      `import subprocess\nsubprocess.run(['touch', '${canary}'])`,
      `import os\nos.popen('touch ${canary}')`,
    ];
    for (const code of attempts) expect(await py(code)).toMatchObject({ kind: "runtime-error" });
    expect(existsSync(canary)).toBe(false);
  });

  it("no module's names lead to a JavaScript object, whatever class a program starts from", async () => {
    // Every function reachable from object.__subclasses__(), every module namespace it sees.
    const crawl = [
      "import types",
      "seen, todo, found = set(), [object], set()",
      "while todo:",
      "    c = todo.pop()",
      "    try: subs = type.__subclasses__(c)",
      "    except TypeError: continue",
      "    for s in subs:",
      "        if id(s) in seen: continue",
      "        seen.add(id(s)); todo.append(s)",
      "        for v in list(vars(s).values()):",
      "            g = getattr(getattr(v, '__func__', v), '__globals__', None)",
      "            if not isinstance(g, dict): continue",
      "            for k, x in list(g.items()):",
      "                t = type(x)",
      "                owner = getattr(x, '__self__', None)",
      "                if any(b.__name__ == 'JsProxy' for b in t.__mro__) or (",
      "                    isinstance(owner, types.ModuleType) and owner.__name__ == '_pyodide_core'):",
      "                    found.add(k)",
      "print(len(seen) > 500, sorted(found))",
    ].join("\n");
    expect(await py(crawl)).toMatchObject({ kind: "ok", stdout: "True []\n" });
  });

  it("after all of these, the next run on the worker is a normal one", async () => {
    expect(
      await py("import os, subprocess\nprint(os.getcwd(), callable(subprocess.run))"),
    ).toMatchObject({
      kind: "ok",
      stdout: "/home/pyodide True\n",
    });
  });
});
