import type { SandboxWireFile } from "~/contract/sandbox-values";
import type { ExecutionRequest } from "../execution/types";

/**
 * A multi-file sandbox as ONE program of the execution pool, which runs one source on one input
 * (docs/decisions/015-sandboxes.md):
 *
 * - Python (python3, pandas): a short loader writes every file into a fresh folder of the run's
 *   /tmp, puts that folder first on sys.path and runs the entry file, so `import helpers` finds
 *   helpers.py. Tracebacks name the learner's files (the loader's frame and folder are cut).
 * - JavaScript (javascript12): CommonJS in one source: every .js file becomes a module function,
 *   `require("./helpers")` (or "helpers.js") returns its `module.exports`, the entry is required
 *   first. QuickJS has no modules of its own; the line numbers of errors are the bundle's.
 * - SQL (sqlite, psql): the other .sql files, in the sandbox's order, are the setup; the entry
 *   file is the query.
 * - Any other language: the entry file alone.
 */

/** Where the loader writes a Python project inside the run's own /tmp (new for every run). */
const PROJECT_DIR = "/tmp/sandbox-project";

const PYTHON_LOADER = String.raw`def __sandbox_project(encoded, entry):
    import base64, json, os, sys
    root = "${PROJECT_DIR}"
    for name, code in json.loads(base64.b64decode(encoded).decode("utf-8")).items():
        path = os.path.join(root, name)
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, "w", encoding="utf-8") as handle:
            handle.write(code)
    sys.path.insert(0, root)
    os.chdir(root)
    path = os.path.join(root, entry)
    with open(path, encoding="utf-8") as handle:
        return compile(handle.read(), path, "exec")


__sandbox_code = __sandbox_project(__SANDBOX_FILES, __SANDBOX_ENTRY)
del __sandbox_project, __SANDBOX_FILES, __SANDBOX_ENTRY
exec(__sandbox_code)
`;

function base64Json(value: unknown): string {
  return Buffer.from(JSON.stringify(value), "utf8").toString("base64");
}

function pythonProgram(files: SandboxWireFile[], entryFile: string): string {
  const map = Object.fromEntries(files.map((file) => [file.fileName, file.code]));
  return [
    `__SANDBOX_FILES = "${base64Json(map)}"`,
    `__SANDBOX_ENTRY = ${JSON.stringify(entryFile)}`,
    PYTHON_LOADER,
  ].join("\n");
}

/** "./helpers", "helpers", "./helpers.js" and "lib/helpers" all name lib/helpers.js or helpers.js. */
const JS_REQUIRE = `function __sandboxRequire(name) {
  let key = String(name).replace(/^\\.\\//, "");
  if (!(key in __sandboxModules) && (key + ".js") in __sandboxModules) key = key + ".js";
  if (!(key in __sandboxModules)) throw new Error("Cannot find module '" + name + "'");
  if (key in __sandboxCache) return __sandboxCache[key].exports;
  const module = { exports: {} };
  __sandboxCache[key] = module;
  __sandboxModules[key](module, module.exports, __sandboxRequire);
  return module.exports;
}`;

function javascriptProgram(files: SandboxWireFile[], entryFile: string): string {
  const modules = files
    .filter((file) => file.fileName.endsWith(".js"))
    .map(
      (file) =>
        `${JSON.stringify(file.fileName)}: function (module, exports, require) {\n${file.code}\n},`,
    );
  return [
    "const __sandboxCache = {};",
    `const __sandboxModules = {\n${modules.join("\n")}\n};`,
    JS_REQUIRE,
    `__sandboxRequire(${JSON.stringify(entryFile)});`,
  ].join("\n");
}

/** The one program of a sandbox run (the entry file is known to be among the files). */
export function sandboxProgram(
  languageId: string,
  files: SandboxWireFile[],
  entryFile: string,
  input: string,
): ExecutionRequest {
  const entry = files.find((file) => file.fileName === entryFile);
  const entryCode = entry?.code ?? "";
  if (languageId === "python3" || languageId === "pandas") {
    return { languageId, sourceCode: pythonProgram(files, entryFile), input };
  }
  if (languageId === "javascript12" && entryFile.endsWith(".js")) {
    return { languageId, sourceCode: javascriptProgram(files, entryFile), input };
  }
  if (languageId === "sqlite" || languageId === "psql") {
    const setup = files
      .filter((file) => file !== entry && file.fileName.endsWith(".sql"))
      .map((file) => file.code)
      .join("\n");
    return { languageId, sourceCode: entryCode, input, ...(setup.trim() ? { setup } : {}) };
  }
  return { languageId, sourceCode: entryCode, input };
}

/**
 * A Python traceback as the learner should read it: the loader's frame (the pool's "<exec>")
 * and the project folder are left out, so frames read `File "grades.py", line 4`.
 */
export function learnerTraceback(text: string | undefined): string | undefined {
  if (!text) return text;
  const lines = text.split("\n");
  const kept: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    if (/^\s*File "<exec>"/.test(lines[i])) {
      // Its source line, when shown, is indented deeper than the frame line.
      if (i + 1 < lines.length && /^\s{4,}\S/.test(lines[i + 1]) && !/File "/.test(lines[i + 1])) {
        i += 1;
      }
      continue;
    }
    kept.push(lines[i]);
  }
  return kept.join("\n").split(`${PROJECT_DIR}/`).join("");
}
