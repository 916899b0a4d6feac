import { readFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { SQL_JS_VERSION, SQL_WASM_PATH } from "~/contract/sandbox-preview";

/**
 * sql.js's WebAssembly for the LOCAL_SQL sandbox (GET /sandbox-assets/sql-wasm-{version}.wasm),
 * streamed from the installed package rather than copied into public/: no build step to forget,
 * and the file always matches the installed JavaScript glue (the route answers only the
 * installed version's name, so the name changes with it and the file can be cached immutable).
 */
let wasm: Promise<Uint8Array<ArrayBuffer>> | undefined;

function wasmFile(): string {
  return require.resolve("sql.js/dist/sql-wasm.wasm");
}

/** The installed sql.js's version (its package.json is not an export: read beside dist/). */
let installed: string | undefined;
export function installedSqlJsVersion(): string {
  const manifest = path.join(path.dirname(wasmFile()), "..", "package.json");
  installed ??= (JSON.parse(readFileSync(manifest, "utf8")) as { version: string }).version;
  return installed;
}

export async function sqlWasmResponse(fileName: string | undefined): Promise<Response> {
  const wanted = SQL_WASM_PATH.slice(SQL_WASM_PATH.lastIndexOf("/") + 1);
  if (fileName !== wanted || installedSqlJsVersion() !== SQL_JS_VERSION) {
    return new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain" } });
  }
  wasm ??= readFile(wasmFile()).then((bytes) => new Uint8Array(bytes));
  const body = await wasm;
  return new Response(body, {
    headers: {
      "Content-Type": "application/wasm",
      "Content-Length": String(body.byteLength),
      "Cache-Control": "public, max-age=31536000, immutable",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
