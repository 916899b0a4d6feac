import { useCallback, useEffect, useMemo, useRef, useState, type KeyboardEvent } from "react";
import type { Database, SqlJsStatic } from "sql.js";
import type { SandboxFiles } from "~/contract/sandbox-values";
import type { RunnerProps } from "~/sandbox/runner-types";
import { loadSqlJs } from "./load-sql-js";
import { SqlResults } from "./SqlResults";
import {
  buildDatabase,
  runStatements,
  sqlPlan,
  type SqlErrorInfo,
  type SqlOutcome,
} from "./sql-database";

type Engine = { state: "loading" } | { state: "ready"; sql: SqlJsStatic } | { state: "failed" };

/** What the database was built from: the setup files' names and texts. */
function setupSignature(files: SandboxFiles, setupFiles: readonly string[]): string {
  return JSON.stringify(setupFiles.map((name) => [name, files[name]?.code ?? ""]));
}

/**
 * The LOCAL_SQL sandbox: SQLite in the browser (sql.js). The database is built from the setup
 * files (schema*, data*, other .sql files) and kept between runs, so a query's changes stay until
 * "Reset database" builds it again from the files as they are now.
 */
export default function SqlRunner({ files, activeFile }: RunnerProps) {
  const plan = useMemo(() => sqlPlan(Object.keys(files), activeFile), [files, activeFile]);
  const [engine, setEngine] = useState<Engine>({ state: "loading" });
  const [attempt, setAttempt] = useState(0);
  const db = useRef<Database>();
  const [builtFrom, setBuiltFrom] = useState<string>();
  const [setupError, setSetupError] = useState<SqlErrorInfo>();
  const [outcome, setOutcome] = useState<SqlOutcome & { file: string }>();

  useEffect(() => {
    let live = true;
    loadSqlJs().then(
      (sql) => live && setEngine({ state: "ready", sql }),
      () => live && setEngine({ state: "failed" }),
    );
    return () => {
      live = false;
    };
  }, [attempt]);

  const latest = useRef({ files, plan });
  latest.current = { files, plan };

  const rebuild = useCallback((sql: SqlJsStatic) => {
    const { files: now, plan: current } = latest.current;
    db.current?.close();
    const built = buildDatabase(sql, now, current.setupFiles);
    db.current = built.db;
    setSetupError(built.error);
    setBuiltFrom(setupSignature(now, current.setupFiles));
    setOutcome(undefined);
  }, []);

  useEffect(() => {
    if (engine.state === "ready") rebuild(engine.sql);
  }, [engine, rebuild]);
  useEffect(() => () => db.current?.close(), []);

  const run = () => {
    if (!db.current || !plan.queryFile) return;
    const file = plan.queryFile;
    setOutcome({ file, ...runStatements(db.current, files[file]?.code ?? "", file) });
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "Enter" && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      run();
    }
  };

  const ready = engine.state === "ready" && db.current !== undefined;
  const stale = ready && builtFrom !== setupSignature(files, plan.setupFiles);

  return (
    <section className="sql-runner__runner" aria-label="SQL" onKeyDown={onKeyDown}>
      <div className="sql-runner__toolbar">
        <button
          type="button"
          className="btn btn-primary"
          onClick={run}
          disabled={!ready || !plan.queryFile}
        >
          Run{plan.queryFile ? ` ${plan.queryFile}` : ""}
        </button>
        <button
          type="button"
          className="btn btn-secondary"
          onClick={() => engine.state === "ready" && rebuild(engine.sql)}
          disabled={engine.state !== "ready"}
        >
          Reset database
        </button>
        <p className="sql-runner__status" role="status">
          {engine.state === "loading"
            ? "Loading the SQL engine…"
            : engine.state === "failed"
              ? "The SQL engine could not load. Check your connection and reload the page."
              : plan.setupFiles.length
                ? `Database built from ${plan.setupFiles.join(", ")}.`
                : "Empty database (no setup files)."}
        </p>
      </div>
      {engine.state === "failed" ? (
        <button
          type="button"
          className="btn btn-secondary"
          onClick={() => {
            setEngine({ state: "loading" });
            setAttempt((count) => count + 1);
          }}
        >
          Try again
        </button>
      ) : null}
      {stale ? (
        <p className="sql-runner__notice">
          The setup files changed: reset the database to build it from them.
        </p>
      ) : null}
      {!plan.queryFile ? (
        <p className="sql-runner__notice">Add a query file (query.sql) to run queries.</p>
      ) : null}
      {setupError ? (
        <SqlErrorLine error={setupError} prefix="Building the database failed" />
      ) : null}
      {outcome ? (
        <div className="sql-runner__output">
          <SqlResults results={outcome.results} />
          {outcome.error ? <SqlErrorLine error={outcome.error} /> : null}
          {!outcome.error && outcome.results.length === 0 ? (
            <p className="sql-runner__notice">No statements to run in {outcome.file}.</p>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}

function SqlErrorLine({ error, prefix }: { error: SqlErrorInfo; prefix?: string }) {
  const where = [error.file, error.line, error.column].filter((part) => part !== undefined);
  return (
    <p className="sql-runner__error" role="alert">
      {prefix ? `${prefix}: ` : ""}
      {where.length ? <span className="sql-runner__where">{where.join(":")}</span> : null}{" "}
      {error.message}
    </p>
  );
}
