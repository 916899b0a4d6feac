import type { SqlJsStatic } from "sql.js";
import { SQL_WASM_PATH } from "~/contract/sandbox-preview";

let loading: Promise<SqlJsStatic> | undefined;

/**
 * sql.js and its WebAssembly, loaded once per page session and only by this runner's chunk (the
 * budget keeps sql.js off every other route). The .wasm comes from our origin; once compiled the
 * engine needs no network, so queries run offline.
 */
export function loadSqlJs(): Promise<SqlJsStatic> {
  loading ??= import("sql.js")
    .then(({ default: initSqlJs }) => initSqlJs({ locateFile: () => SQL_WASM_PATH }))
    .catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
  return loading;
}
