import { describe, expect, it } from "vitest";
import { WorkerSlot } from "~server/platform/execution/worker-slot";
import { RUN_TIMEOUT, usePool } from "./fixture";

/**
 * Issue 41: a visitor's run loaded a code object whose LOAD_CONST pointed past its constants
 * (`marshal.loads`), made it a function (`type(f)(code, {})`) and read memory out of bounds; the
 * worker was replaced. Every route to bytecode the compiler did not make is refused inside the
 * run, with a Python exception, and the worker stays.
 */
describe("Python refuses bytecode it cannot check", { timeout: RUN_TIMEOUT }, () => {
  let workersStarted = 0;
  const { run } = usePool(
    {
      size: 1,
      createSlot: () => {
        workersStarted += 1;
        return new WorkerSlot();
      },
    },
    "python3",
  );
  const py = (code: string) => run("python3", code);
  const message = (outcome: Awaited<ReturnType<typeof py>>) =>
    "message" in outcome ? outcome.message : "";

  const CRAFTED = [
    "import dis, marshal",
    "def f(): return 1",
    "code = bytes(f.__code__.co_code)",
    "data = bytearray(marshal.dumps(f.__code__))",
    "at = data.find(code)",
    "bad = bytearray(code)",
    "for i in range(0, len(bad), 2):",
    "    if bad[i] == dis.opmap['LOAD_SMALL_INT']:",
    "        bad[i], bad[i + 1] = dis.opmap['LOAD_CONST'], 200",
    "data[at:at + len(code)] = bad",
    "crafted = marshal.loads(bytes(data))",
    "print(type(f)(crafted, {})())",
  ].join("\n");

  it("the crafted code object of the finding is refused, and the worker is kept", async () => {
    const before = workersStarted;
    const outcome = await py(CRAFTED);
    expect(outcome).toMatchObject({ kind: "runtime-error", stdout: "" });
    expect(message(outcome)).toMatch(
      /line 11, in <module>\nPermissionError: Loading code with marshal is not allowed/,
    );
    expect(await py("print('next')")).toMatchObject({ kind: "ok", stdout: "next\n" });
    expect(workersStarted).toBe(before);
  });

  it.each([
    [
      "marshal.load from a file",
      "import io, marshal\nmarshal.load(io.BytesIO(marshal.dumps((lambda: 1).__code__)))",
      /PermissionError: marshal.load is not allowed/,
    ],
    [
      "pickle calling marshal.loads",
      [
        "import marshal, pickle",
        "class R:",
        "    def __reduce__(self):",
        "        return (marshal.loads, (marshal.dumps((lambda: 1).__code__),))",
        "pickle.loads(pickle.dumps(R()))",
      ].join("\n"),
      /PermissionError: Loading code with marshal/,
    ],
    [
      "a .pyc written to /tmp and imported",
      [
        "import importlib._bootstrap_external as ext, sys",
        "code = compile('X = 1', 'crafted', 'exec')",
        "open('/tmp/crafted.pyc', 'wb').write(ext._code_to_timestamp_pyc(code))",
        "sys.path.insert(0, '/tmp')",
        "import crafted",
      ].join("\n"),
      /PermissionError: Loading code with marshal/,
    ],
    [
      "the code type's constructor",
      "import types\nc = (lambda: 1).__code__\ntypes.CodeType(c.co_argcount, 0, 0, 0, 1, 0, b'\\x00', (), (), (), 'x', 'x', 'x', 1, b'', b'')",
      /PermissionError: code.__new__ is not allowed/,
    ],
    [
      "copy.replace of a code object",
      "import copy\ncopy.replace((lambda: 1).__code__, co_consts=())",
      /PermissionError: code.__new__ is not allowed/,
    ],
    [
      "the function type's constructor",
      "import types\ntypes.FunctionType((lambda: 1).__code__, {})",
      /PermissionError: Making a function from a code object is not allowed/,
    ],
    [
      "a function's __code__ swapped",
      "def f(): return 1\ndef g(): return 2\nf.__code__ = g.__code__",
      /PermissionError: Changing a function's code/,
    ],
    [
      "a code object's references",
      "import gc\ngc.get_referents((lambda: 1).__code__)",
      /PermissionError: gc.get_referents is not allowed/,
    ],
    [
      "the audit hook's frame, from a refusal's traceback (Python 3.13+ writes f_locals back)",
      [
        "import marshal",
        "try:",
        "    import posix; posix.system('true')",
        "except PermissionError as e:",
        "    tb = e.__traceback__",
        "    while tb.tb_next: tb = tb.tb_next",
        "    frame = tb.tb_frame",
        "    for name in list(frame.f_locals):",
        "        if name not in ('event', 'args'): frame.f_locals[name] = ()",
        "    frame.f_globals['isinstance'] = lambda *a: False",
        "marshal.loads(marshal.dumps((lambda: 1).__code__))",
      ].join("\n"),
      /PermissionError: Loading code with marshal/,
    ],
  ])("%s is refused inside the run", async (_name, code, refusal) => {
    const before = workersStarted;
    const outcome = await py(code);
    expect(outcome).toMatchObject({ kind: "runtime-error" });
    expect(message(outcome)).toMatch(refusal);
    expect(workersStarted).toBe(before);
  });

  it("marshal of data, 3.14 annotations and a learner's own module still work", async () => {
    const code = [
      "import annotationlib, dataclasses, importlib, marshal, sys",
      "print(marshal.loads(marshal.dumps([1, 'a', (2.5, None)])))",
      "@dataclasses.dataclass",
      "class Node:",
      "    val: int",
      "    next: Node | None = None",
      "print(Node(1, Node(2)))",
      "def g(x: Undefined) -> int: return 1",
      "print(annotationlib.get_annotations(g, format=annotationlib.Format.FORWARDREF)['x'])",
      "open('/tmp/mine.py', 'w').write('X = 1')",
      "sys.path.insert(0, '/tmp')",
      "import mine",
      "print(importlib.reload(mine).X)",
    ].join("\n");
    const outcome = await py(code);
    expect(outcome).toMatchObject({ kind: "ok" });
    expect("stdout" in outcome && outcome.stdout).toMatch(
      /^\[1, 'a', \(2\.5, None\)\]\nNode\(val=1, next=Node\(val=2, next=None\)\)\nForwardRef\('Undefined'.*\n1\n$/,
    );
  });
});
