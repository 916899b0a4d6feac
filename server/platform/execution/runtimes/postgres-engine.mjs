/**
 * PGlite's engine, made once per worker so that each run's database only starts (decision 062):
 * its WebAssembly compiled once (PGlite would read and compile it per instance), its share files
 * read once, and the template every database starts from.
 */
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";

/**
 * PGlite 0.3 starts every backend with `-c shared_buffers=128MB` compiled in (and no way to pass
 * another): each instance zeroes 128 MB at start (a third of its start-up, measured) and keeps
 * 173 MB of memory. A learner's tables fit in 16 MB many times over, so the compiled-in option
 * string is given that value before the module is compiled (same length, NUL-terminated). When
 * the string is not there (another PGlite), nothing is changed.
 */
const BUFFERS = { from: "shared_buffers=128MB\0", to: "shared_buffers=16MB\0\0" };

function withSmallBuffers(bytes) {
  const from = Buffer.from(BUFFERS.from);
  const at = bytes.indexOf(from);
  if (at === -1 || bytes.indexOf(from, at + 1) !== -1) return bytes;
  const patched = Buffer.from(bytes);
  Buffer.from(BUFFERS.to).copy(patched, at);
  return patched;
}

/**
 * A data directory's tar without the other databases' files (template0 and postgres): a run's
 * session is template1's, and untarring 7 MB of files per database it never opens was half of
 * the load. Their catalog rows stay; opening one of them fails like a missing file.
 */
function withoutOtherDatabases(tar, keepOid) {
  const kept = [];
  const other = /^\/?base\/(\d+)(\/|$)/;
  for (let at = 0; at + 512 <= tar.length;) {
    const header = tar.subarray(at, at + 512);
    if (header.every((byte) => byte === 0)) break;
    const name = header.subarray(0, 100).toString("latin1").replace(/\0.*$/s, "");
    const size = parseInt(header.subarray(124, 136).toString("latin1").trim() || "0", 8);
    const length = 512 + Math.ceil(size / 512) * 512;
    const match = other.exec(name);
    if (!match || Number(match[1]) === keepOid) kept.push(tar.subarray(at, at + length));
    at += length;
  }
  kept.push(Buffer.alloc(1024));
  return Buffer.concat(kept);
}

/** Loads PGlite, compiles its engine and makes the template: once per worker (seconds). */
export async function makeEngine() {
  const { PGlite } = await import("@electric-sql/pglite");
  const dist = path.dirname(createRequire(import.meta.url).resolve("@electric-sql/pglite"));
  const wasmModule = await WebAssembly.compile(
    withSmallBuffers(await readFile(path.join(dist, "pglite.wasm"))),
  );
  const fsBundle = new Blob([await readFile(path.join(dist, "pglite.data"))]);
  const first = await PGlite.create({ wasmModule, fsBundle });
  const types = await first.query("SELECT oid FROM pg_type", [], { rowMode: "array" });
  // Postgres' own text for every built-in type (what `psql -At` prints): no JavaScript parsing.
  const parsers = Object.fromEntries(types.rows.map(([oid]) => [oid, (text) => text]));
  const own = await first.query(
    "SELECT oid FROM pg_database WHERE datname = current_database()",
    [],
    { rowMode: "array" },
  );
  // Written out now, so that a database starting from the template has nothing to replay.
  await first.exec("CHECKPOINT");
  const full = Buffer.from(await (await first.dumpDataDir("none")).arrayBuffer());
  await first.close();
  const template = new Blob([withoutOtherDatabases(full, Number(own.rows[0][0]))]);
  const options = { wasmModule, fsBundle, parsers };
  return {
    /** A new database from the template: a cluster nobody used before. */
    create: () => PGlite.create({ ...options, loadDataDir: template }),
  };
}
