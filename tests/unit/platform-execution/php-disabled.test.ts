import { describe, expect, it } from "vitest";
import { DISABLED_FUNCTIONS } from "~server/platform/execution/runtimes/php-disabled.mjs";
import { WorkerSlot } from "~server/platform/execution/worker-slot";
import { RUN_TIMEOUT, usePool } from "./fixture";

/**
 * Issue 41: `mb_send_mail()` ended its worker ("The code runner failed."). What cannot work in
 * php-wasm (processes, mail, sockets, network clients) fails inside the run with a clear message,
 * and no such call costs a worker: the pool's single worker is never replaced.
 */
describe("PHP's functions that cannot work here", { timeout: RUN_TIMEOUT }, () => {
  let workersStarted = 0;
  const { run } = usePool(
    {
      size: 1,
      createSlot: () => {
        workersStarted += 1;
        return new WorkerSlot();
      },
    },
    "php",
  );
  const php = (code: string) => run("php", code);
  const message = (outcome: Awaited<ReturnType<typeof php>>) =>
    "message" in outcome ? outcome.message : "";

  it("every disabled function is undefined in the run, and the worker stays", async () => {
    const before = workersStarted;
    const names = JSON.stringify(DISABLED_FUNCTIONS);
    const code = [
      "<?php",
      `foreach (json_decode('${names}') as $name) {`,
      '  try { $name(); echo "$name: called\\n"; }',
      '  catch (Error $e) { echo $e->getMessage(), "\\n"; }',
      "}",
    ].join("\n");
    const outcome = await php(code);
    expect(outcome).toMatchObject({ kind: "ok" });
    const lines = ("stdout" in outcome ? outcome.stdout : "").trimEnd().split("\n");
    expect(lines).toEqual(DISABLED_FUNCTIONS.map((name) => `Call to undefined function ${name}()`));
    expect(workersStarted).toBe(before);
  });

  it("mb_send_mail, uncaught, ends the run with PHP's error and says why", async () => {
    const before = workersStarted;
    const outcome = await php('<?php\necho "before\\n";\nmb_send_mail("a@example.com", "s", "m");');
    expect(outcome).toMatchObject({ kind: "runtime-error", stdout: "before\n" });
    expect(message(outcome)).toMatch(/Call to undefined function mb_send_mail\(\)/);
    expect(message(outcome)).toMatch(
      /mb_send_mail\(\) is disabled in the practice sandbox: it has no processes, network or mail\.$/,
    );
    expect(await php('<?php echo "next";')).toMatchObject({ kind: "ok", stdout: "next" });
    expect(workersStarted).toBe(before);
  });

  it.each([
    ["mysqli", '<?php new mysqli("127.0.0.1", "user", "secret");', /mysqli_sql_exception/],
    ["PDO's MySQL driver", '<?php new PDO("mysql:host=127.0.0.1", "u", "p");', /PDOException/],
    ["SoapClient's WSDL", '<?php new SoapClient("http://127.0.0.1/x.wsdl");', /SoapFault/],
    [
      "ImageMagick's Ghostscript delegate",
      '<?php $im = new Imagick(); $im->readImageBlob("%!PS-Adobe-3.0\\nshowpage\\n");',
      /ImagickException/,
    ],
  ])("%s fails inside the run, and the worker stays", async (_name, code, error) => {
    const before = workersStarted;
    const outcome = await php(code);
    expect(outcome).toMatchObject({ kind: "runtime-error" });
    expect(message(outcome)).toMatch(error);
    expect(workersStarted).toBe(before);
  });
});
