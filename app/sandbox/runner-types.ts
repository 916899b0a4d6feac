import type { SandboxFiles } from "~/contract/sandbox-values";

/**
 * What the sandbox shell (SandboxWorkspace) hands to the runner of a sandbox type. The runners
 * (runners/web, runners/sql, runners/notebook) run in the browser; PLAYGROUND and PYTHON run on the
 * platform through the shell itself.
 */
export interface RunnerProps {
  /** The sandbox's files as the learner has them now (edits included). */
  files: SandboxFiles;
  /** The file open in the editor, if any. */
  activeFile?: string;
  /** A shared copy or a learner view without edit rights. */
  readOnly: boolean;
  /** A shared copy: someone else's work (the WEB preview is stricter for it). */
  shared?: boolean;
  /** The page's dark theme (the practice editor's preference). */
  dark: boolean;
}

/** One output of a notebook cell (mirrors nbformat 4 outputs, reduced to what we draw). */
export type NotebookOutput =
  | { kind: "stream"; name: "stdout" | "stderr"; text: string }
  | { kind: "table"; columns: string[]; rows: string[][] }
  | { kind: "error"; name: string; message: string; traceback: string[] };

/**
 * The notebook's kernel, provided by the shell: code runs on the platform (Python), and the
 * kernel's state (variables, imports) is kept across cells until reset, for the session.
 */
export interface NotebookKernel {
  run(source: string, signal?: AbortSignal): Promise<NotebookOutput[]>;
  reset(): Promise<void>;
}

export interface NotebookProps {
  /** The notebook file's text (nbformat 4 JSON); may be empty or invalid (then one empty cell). */
  source: string;
  readOnly: boolean;
  dark: boolean;
  kernel: NotebookKernel;
  /** Called with the notebook as nbformat 4 JSON after every edit (the shell saves the draft). */
  onChange(source: string): void;
}
