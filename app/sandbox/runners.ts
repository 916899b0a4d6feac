import { lazy, type ComponentType } from "react";
import type { NotebookProps, RunnerProps } from "./runner-types";

/**
 * The in-browser runners, each its own chunk: a page loads only its sandbox type's runner (and
 * only LOCAL_SQL's brings sql.js).
 */
type Module<P> = { default?: ComponentType<P> } & Record<string, unknown>;
const pick = <P>(module: Module<P>, name: string): { default: ComponentType<P> } => ({
  default: (module[name] as ComponentType<P> | undefined) ?? (module.default as ComponentType<P>),
});

export const WebPreview = lazy(() =>
  import("./runners/web").then((m) => pick<RunnerProps>(m as Module<RunnerProps>, "WebPreview")),
);
export const SqlRunner = lazy(() =>
  import("./runners/sql").then((m) => pick<RunnerProps>(m as Module<RunnerProps>, "SqlRunner")),
);
export const Notebook = lazy(() =>
  import("./runners/notebook").then((m) =>
    pick<NotebookProps>(m as Module<NotebookProps>, "Notebook"),
  ),
);
