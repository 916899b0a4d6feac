import { describe, expect, it } from "vitest";
import { expectMeasured, RUN_TIMEOUT, usePool } from "./fixture";

/**
 * PHP 8.3 in @php-wasm/node, in real worker threads (decision 053): stdin, verdicts, limits, and
 * every run in a runtime of its own.
 */
describe("PHP (php) in @php-wasm/node", { timeout: RUN_TIMEOUT }, () => {
  const { run } = usePool({}, "php");
  const php = (code: string, input = "", limits = {}) => run("php", code, { input, limits });
  const message = (outcome: Awaited<ReturnType<typeof php>>) =>
    "message" in outcome ? outcome.message : "";

  it("prints hello world with a line of stdin, and reads the rest", async () => {
    const code =
      '<?php\n$name = trim(fgets(STDIN));\necho "Hello, $name!\\n";\necho strtoupper(stream_get_contents(STDIN));';
    const outcome = await php(code, "World\nrest\nof it\n");
    expect(outcome).toMatchObject({
      kind: "ok",
      stdout: "Hello, World!\nREST\nOF IT\n",
      stderr: "",
    });
    expectMeasured(outcome);
  });

  it("a syntax error is a compile error naming its line", async () => {
    const outcome = await php('<?php\necho "a"\necho "b";');
    expect(outcome).toMatchObject({ kind: "compile-error", stdout: "" });
    expect(message(outcome)).toMatch(/^Parse error: syntax error, .* on line 3$/);
    // Said once: the message, not stderr too.
    expect(outcome).toMatchObject({ stderr: "" });
  });

  it("an uncaught error is a runtime error; warnings go to stderr of a good run", async () => {
    const failed = await php('<?php\necho "before\\n";\nnot_a_function();');
    expect(failed).toMatchObject({ kind: "runtime-error", stdout: "before\n" });
    expect(message(failed)).toMatch(
      /^Fatal error: Uncaught Error: Call to undefined function .*\nStack trace:\n#0 \{main\}\n {2}thrown in \/home\/main\.php on line 3$/,
    );
    expect(failed).toMatchObject({ stderr: "" });
    const warned = await php('<?php\necho $missing ?? "default", "\\n";\necho $undefined;');
    expect(warned).toMatchObject({ kind: "ok", stdout: "default\n" });
    expect("stderr" in warned && warned.stderr).toMatch(/Warning: Undefined variable \$undefined/);
    expect(await php("<?php\necho 1;\nexit(0);\necho 2;")).toMatchObject({
      kind: "ok",
      stdout: "1",
    });
    expect(message(await php("<?php exit(3);"))).toBe("Exit code 3");
  });

  it("an endless loop ends at the time limit, and the next run is fine", async () => {
    const outcome = await php("<?php\n$i = 0;\nwhile (true) { $i++; }", "", { wallMs: 1000 });
    expect(outcome).toMatchObject({ kind: "time-limit", message: "Time limit exceeded" });
    expect(await php('<?php echo "after";')).toMatchObject({ kind: "ok", stdout: "after" });
  });

  it("endless output stops at the output cap", async () => {
    const outcome = await php('<?php while (true) echo "xxxxxxxx";', "", { outputBytes: 1000 });
    expect(outcome).toMatchObject({ kind: "output-limit", message: "Output limit exceeded" });
    expect("stdout" in outcome && outcome.stdout.length).toBe(1000);
    expect(await php('<?php echo "after";')).toMatchObject({ kind: "ok", stdout: "after" });
  });

  it("memory past the limit is a memory-limit verdict", async () => {
    const code = '<?php $a = []; while (true) $a[] = str_repeat("x", 10000);';
    expect(await php(code, "", { memoryMb: 32 })).toMatchObject({ kind: "memory-limit" });
  });

  it("no globals, files or ini settings of one run reach the next, on either worker", async () => {
    const plant =
      '<?php $GLOBALS["planted"] = 1; define("PLANTED", 1); ini_set("precision", "3");' +
      'file_put_contents("/tmp/planted", "x"); file_put_contents("planted", "y");' +
      'function planted() {} echo "planted";';
    const probe =
      '<?php var_dump(isset($GLOBALS["planted"]), defined("PLANTED"), function_exists("planted"),' +
      'file_exists("/tmp/planted"), file_exists("planted"), ini_get("precision") === "14");';
    const clean = "bool(false)\n".repeat(5) + "bool(true)\n";
    // Both workers get a planting run, then both a probe.
    expect(await Promise.all([php(plant), php(plant)])).toMatchObject([
      { kind: "ok", stdout: "planted" },
      { kind: "ok", stdout: "planted" },
    ]);
    expect(await Promise.all([php(probe), php(probe), php(probe)])).toMatchObject([
      { kind: "ok", stdout: clean },
      { kind: "ok", stdout: clean },
      { kind: "ok", stdout: clean },
    ]);
  });

  it.each([
    ["shell_exec", '<?php echo shell_exec("ls /");'],
    ["exec", '<?php exec("ls /", $out);'],
    ["proc_open", '<?php proc_open("ls", [], $pipes);'],
    ["fsockopen", '<?php fsockopen("127.0.0.1", 80);'],
    ["stream_socket_client", '<?php stream_socket_client("tcp://127.0.0.1:80");'],
  ])("%s is not there", async (_name, code) => {
    const outcome = await php(code);
    expect(outcome).toMatchObject({ kind: "runtime-error" });
    expect(message(outcome)).toMatch(/Call to undefined function/);
  });

  it("reaches no network and none of the host's files", async () => {
    const outcome = await php(
      '<?php var_dump(@file_get_contents("http://127.0.0.1/"), file_exists("/etc/passwd"),' +
        'is_dir("/work"), getcwd());',
    );
    expect(outcome).toMatchObject({ kind: "ok" });
    expect("stdout" in outcome && outcome.stdout).toMatch(
      /^bool\(false\)\nbool\(false\)\nbool\(false\)\nstring\(5\) "\/home"\n$/,
    );
  });
});
