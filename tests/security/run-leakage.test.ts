import { describe, expect, it } from "vitest";
import { DEFAULT_LIMITS, type ExecutionOutcome } from "~server/platform/execution/types";
import { RUN_TIMEOUT, usePool } from "../unit/platform-execution/fixture";

/**
 * No state of one run reaches any later run, of anyone, in any runtime (issue 30, decision 032).
 * Each runtime: a planting run on EVERY worker of the pool (two at once on a pool of two) hides
 * state everywhere it can, then a probe run on every worker looks for all of it. The probe also
 * reads its own stdin: a hidden test case reaches a program only as its own stdin.
 */
const WORKERS = 2;

const stdoutOf = (outcome: ExecutionOutcome) => ("stdout" in outcome ? outcome.stdout : "");

/** Runs the same request once on every worker (the pool gives concurrent runs distinct workers). */
async function everyWorker<T = ExecutionOutcome>(run: () => Promise<T>) {
  return Promise.all(Array.from({ length: WORKERS }, run));
}

const PYTHON_PLANT = String.raw`
import atexit, builtins, gc, importlib.abc, json, os, signal, sys, threading
secret = input()
def tamper(*args):
    sys.stdout.write("TAMPERED " + secret + "\n")
gc.callbacks.append(tamper)
atexit.register(tamper)
builtins.leak = secret
builtins.sorted = lambda *a, **k: ["TAMPERED"]
json.loads = tamper
sys.modules["leaked_module"] = json
class Finder(importlib.abc.MetaPathFinder):
    def find_spec(self, *args):
        tamper()
sys.meta_path.insert(0, Finder())
sys.settrace(tamper)
sys.setprofile(tamper)
for name in ("SIGINT", "SIGTERM", "SIGALRM", "SIGUSR1"):
    try:
        signal.signal(getattr(signal, name), tamper)
    except Exception:
        pass
for start in (lambda: threading.Thread(target=tamper).start(), lambda: threading.Timer(0.01, tamper).start()):
    try:
        start()
    except Exception:
        pass
os.environ["LEAK"] = secret
for folder in ("/tmp", "/home/pyodide", "/dev/shm", "/dev", "."):
    try:
        with open(os.path.join(folder, "leak.txt"), "w") as file:
            file.write(secret)
    except Exception:
        pass
gc.set_threshold(1, 1, 1)
sys.setrecursionlimit(50)
sys.excepthook = tamper
sys.displayhook = tamper
print("planted")
`;

const PYTHON_PROBE = String.raw`
import atexit, builtins, gc, json, os, signal, sys, threading
found = []
# Pyodide registers its own: what counts is that the probe sees what a fresh worker shows.
found.append(f"atexit={atexit._ncallbacks()}")
found.append("excepthook=" + getattr(sys.excepthook, "__name__", "?"))
found.append("displayhook=" + getattr(sys.displayhook, "__name__", "?"))
if gc.callbacks: found.append("gc.callbacks")
if hasattr(builtins, "leak"): found.append("builtins")
if sorted([2, 1]) != [1, 2]: found.append("builtins.sorted")
if json.loads("[1]") != [1]: found.append("json.loads")
if "leaked_module" in sys.modules: found.append("sys.modules")
if any(type(f).__name__ == "Finder" for f in sys.meta_path): found.append("sys.meta_path")
if sys.gettrace() or sys.getprofile(): found.append("settrace/setprofile")
for name in ("SIGINT", "SIGTERM", "SIGALRM", "SIGUSR1"):
    handler = signal.getsignal(getattr(signal, name))
    if getattr(handler, "__name__", "") == "tamper": found.append(name)
if threading.active_count() != 1: found.append("threads")
if "LEAK" in os.environ: found.append("environ")
for folder in ("/tmp", "/home/pyodide", "/dev/shm", "/dev", "."):
    if os.path.exists(os.path.join(folder, "leak.txt")): found.append(folder)
if gc.get_threshold()[0] == 1: found.append("gc threshold")
if sys.getrecursionlimit() == 50: found.append("recursion limit")
a, b = map(int, input().split())
print(found, a + b)
`;

const JS_PLANT = `
const secret = readline();
globalThis.leak = secret;
Object.prototype.leak = secret;
Array.prototype.push = function () { print("TAMPERED " + secret); };
JSON.parse = () => "TAMPERED";
Math.max = () => 42;
String.prototype.trim = function () { return "TAMPERED"; };
print("planted");
`;

const JS_PROBE = `
const found = [];
if (typeof leak !== "undefined") found.push("global");
if (({}).leak !== undefined) found.push("Object.prototype");
const list = []; list.push(1); if (list.length !== 1) found.push("Array.prototype");
if (JSON.parse("1") !== 1) found.push("JSON");
if (Math.max(1, 2) !== 2) found.push("Math");
if (" a ".trim() !== "a") found.push("String.prototype");
const [a, b] = readline().split(" ").map(Number);
print(JSON.stringify(found), a + b);
`;

const SQLITE_PLANT = `
PRAGMA hard_heap_limit = 200000;
PRAGMA soft_heap_limit = 100000;
PRAGMA cache_size = 1;
CREATE TABLE leak(secret);
INSERT INTO leak VALUES ('hidden');
CREATE TEMP TABLE leak_temp(secret);
SELECT 'planted';
`;

const SQLITE_PROBE = `
CREATE TABLE t(x);
WITH RECURSIVE c(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM c WHERE i < 2000)
INSERT INTO t SELECT randomblob(1000) FROM c;
SELECT (SELECT count(*) FROM sqlite_master WHERE name LIKE 'leak%'),
  (SELECT count(*) FROM sqlite_temp_master), (PRAGMA_soft_heap_limit), (SELECT count(*) FROM t);
`.replace("(PRAGMA_soft_heap_limit)", "(SELECT soft_heap_limit FROM pragma_soft_heap_limit)");

const PSQL_PLANT = `
ALTER DATABASE template1 SET search_path = leak;
ALTER ROLE CURRENT_USER SET work_mem = '77kB';
CREATE EXTENSION IF NOT EXISTS plpgsql;
CREATE SCHEMA leak;
CREATE TABLE public.leak(secret text);
INSERT INTO public.leak VALUES ('hidden');
CREATE FUNCTION public.tamper() RETURNS text LANGUAGE sql AS $$ SELECT 'TAMPERED' $$;
SET work_mem = '66kB';
SELECT 'planted';
`;

const PSQL_PROBE = `
SELECT current_setting('work_mem'),
  (SELECT count(*) FROM pg_tables WHERE tablename = 'leak'),
  (SELECT count(*) FROM pg_proc WHERE proname = 'tamper'),
  (SELECT count(*) FROM pg_namespace WHERE nspname = 'leak'),
  current_setting('search_path');
`;

const PHP_PLANT = String.raw`<?php
$secret = trim(fgets(STDIN));
$GLOBALS["leak"] = $secret;
$_SERVER["LEAK"] = $secret;
$_ENV["LEAK"] = $secret;
define("LEAK", $secret);
function leak() { return "TAMPERED"; }
class Leak {}
ini_set("precision", "3");
ini_set("serialize_precision", "3");
date_default_timezone_set("Asia/Kolkata");
mt_srand(42);
register_shutdown_function(function () use ($secret) { echo "shutdown " . $secret . "
"; });
foreach (["/tmp", "/home", "/dev/shm", "."] as $folder) @file_put_contents("$folder/leak.txt", $secret);
echo "planted
";
`;

const PHP_PROBE = String.raw`<?php
$found = [];
if (isset($GLOBALS["leak"])) $found[] = "global";
if (isset($_SERVER["LEAK"]) || isset($_ENV["LEAK"]) || getenv("LEAK") !== false) $found[] = "env";
if (defined("LEAK")) $found[] = "constant";
if (function_exists("leak")) $found[] = "function";
if (class_exists("Leak", false)) $found[] = "class";
if (ini_get("precision") !== "14") $found[] = "ini";
if (date_default_timezone_get() !== "UTC") $found[] = "timezone";
foreach (["/tmp", "/home", "/dev/shm", "."] as $folder) if (file_exists("$folder/leak.txt")) $found[] = "file in $folder";
[$a, $b] = array_map("intval", explode(" ", trim(fgets(STDIN))));
echo json_encode($found), " ", $a + $b, "
";
`;

describe(
  "no state of one run reaches a later run, on any worker",
  { timeout: RUN_TIMEOUT * 4 },
  () => {
    const { run, pool } = usePool({ size: WORKERS });

    it("Python: gc.callbacks, atexit, modules, meta_path, builtins, trace, signals, threads, files, environ", async () => {
      const fresh = await everyWorker(() => run("python3", PYTHON_PROBE, { input: "20 22\n" }));
      const baseline = stdoutOf(fresh[0]!);
      expect(baseline).toMatch(/^\['atexit=\d+', 'excepthook=\w+', 'displayhook=\w+'\] 42\n$/);
      const planted = await everyWorker(() =>
        run("python3", PYTHON_PLANT, { input: "learner-constant-7\n" }),
      );
      for (const outcome of planted) expect(stdoutOf(outcome)).toContain("planted");
      const probes = await everyWorker(() => run("python3", PYTHON_PROBE, { input: "20 22\n" }));
      for (const outcome of [...fresh, ...probes]) {
        expect(outcome).toMatchObject({ kind: "ok", stdout: baseline, stderr: "" });
      }
    });

    it("Python: a later correct solution is not tampered with and its stdin is its own", async () => {
      await everyWorker(() => run("python3", PYTHON_PLANT, { input: "visitor\n" }));
      const solution =
        "import sys\nnums = list(map(int, sys.stdin.read().split()))\nprint(max(nums))";
      const outcomes = await everyWorker(() => run("python3", solution, { input: "3 -1 9 4\n" }));
      for (const outcome of outcomes) expect(outcome).toMatchObject({ kind: "ok", stdout: "9\n" });
    });

    it("Python: a submission's cases share one interpreter, never their globals, stdin or stdout", async () => {
      // Decision 062: one fresh interpreter per submission, a fresh __main__ and streams per case.
      const cases = [
        "import builtins, sys",
        "first = 'marker' not in globals()",
        "marker = 1",
        "line = sys.stdin.read().strip()",
        "seen = getattr(builtins, 'cases_seen', [])",
        "builtins.cases_seen = seen + [line]",
        "print(first, line, len(seen))",
        "sys.stdout.close()",
      ].join("\n");
      const outcomes = await pool().runCases(
        { languageId: "python3", sourceCode: cases, input: "" },
        ["a\n", "b\n", "c\n"],
      );
      // Each case: fresh globals (True), its own stdin, a stdout the earlier case did not close;
      // what a case put in builtins stays for its submission's next case only.
      expect(outcomes.map(stdoutOf)).toEqual(["True a 0\n", "True b 1\n", "True c 2\n"]);
    });

    it("Python: nothing a submission's cases plant reaches a later run, on any worker", async () => {
      const fresh = await everyWorker(() => run("python3", PYTHON_PROBE, { input: "20 22\n" }));
      const baseline = stdoutOf(fresh[0]!);
      const submissions = await everyWorker(() =>
        pool().runCases({ languageId: "python3", sourceCode: PYTHON_PLANT, input: "" }, [
          "hidden-case-1\n",
          "hidden-case-2\n",
        ]),
      );
      for (const outcomes of submissions) expect(stdoutOf(outcomes[0]!)).toContain("planted");
      const probes = await everyWorker(() => run("python3", PYTHON_PROBE, { input: "20 22\n" }));
      for (const outcome of probes) {
        expect(outcome).toMatchObject({ kind: "ok", stdout: baseline, stderr: "" });
      }
    });

    it("JavaScript: globals, prototypes and built-in objects", async () => {
      const planted = await everyWorker(() => run("javascript12", JS_PLANT, { input: "secret\n" }));
      for (const outcome of planted) expect(stdoutOf(outcome)).toContain("planted");
      const probes = await everyWorker(() => run("javascript12", JS_PROBE, { input: "20 22\n" }));
      for (const outcome of probes)
        expect(outcome).toMatchObject({ kind: "ok", stdout: "[] 42\n" });
    });

    // A run's own PRAGMA hard_heap_limit sets the soft limit too: the planted 100000 must be gone.
    it("SQLite: tables, temporary tables and the heap limits are the run's own", async () => {
      const planted = await everyWorker(() => run("sqlite", SQLITE_PLANT));
      for (const outcome of planted) expect(stdoutOf(outcome)).toContain("planted");
      const probes = await everyWorker(() => run("sqlite", SQLITE_PROBE));
      for (const outcome of probes)
        expect(outcome).toMatchObject({
          kind: "ok",
          stdout: `0|0|${DEFAULT_LIMITS.memoryMb * 1024 * 1024}|2000\n`,
        });
    });

    it("PHP: globals, environment, constants, functions, classes, ini settings and files", async () => {
      const fresh = await everyWorker(() => run("php", PHP_PROBE, { input: "20 22\n" }));
      for (const outcome of fresh) expect(outcome).toMatchObject({ kind: "ok", stdout: "[] 42\n" });
      const planted = await everyWorker(() => run("php", PHP_PLANT, { input: "secret\n" }));
      for (const outcome of planted) expect(stdoutOf(outcome)).toContain("planted");
      const probes = await everyWorker(() => run("php", PHP_PROBE, { input: "20 22\n" }));
      for (const outcome of probes)
        expect(outcome).toMatchObject({ kind: "ok", stdout: "[] 42\n" });
    });

    it("PostgreSQL: settings, system settings, tables, functions and schemas", async () => {
      const planted = await everyWorker(() => run("psql", PSQL_PLANT));
      for (const outcome of planted) expect(stdoutOf(outcome)).toContain("planted");
      const probes = await everyWorker(() => run("psql", PSQL_PROBE));
      for (const outcome of probes) {
        expect(outcome).toMatchObject({ kind: "ok", stdout: "4MB|0|0|0|public\n" });
      }
    });
  },
);
