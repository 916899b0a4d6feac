import type { Extension } from "@codemirror/state";

/** What the code area takes: the server's textarea and the CodeMirror editor alike. */
export interface CodeSurfaceProps {
  languageId: string;
  value: string;
  onChange: (value: string) => void;
  /** The accessible name of the code area. */
  label: string;
  dark: boolean;
  /** The same on the server's textarea and the editor: no layout shift when it takes over. */
  height: string;
  /** The form field of the no-JavaScript form. */
  name?: string;
  /** That form's id, when the field sits outside it (the compiler's workspace panes). */
  form?: string;
  onRun?: () => void;
  onSubmit?: () => void;
  /**
   * The editor's language when languageId names none (a sandbox's HTML or CSS file): a stable
   * function (module level), loaded with the editor's chunk.
   */
  loadMode?: () => Promise<Extension>;
  readOnly?: boolean;
  /** The line the last run's error points at (1-based), marked until the code changes. */
  errorLine?: number;
}

/** What the editor is given besides the surface's props: where the textarea's caret was. */
export type EditorProps = CodeSurfaceProps & { focusAt?: number };
