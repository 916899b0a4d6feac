import { Suspense, useEffect, useMemo } from "react";
import { createNotebookKernel, newKernelId } from "./notebook-kernel";
import { Notebook } from "./runners";
import type { SandboxPost } from "./sandbox-client";

interface NotebookPaneProps {
  post: SandboxPost;
  sandboxId: string;
  source: string;
  readOnly: boolean;
  dark: boolean;
  onChange: (source: string) => void;
}

/**
 * The JUPYTER_NOTEBOOK sandbox (browser only: rendered after hydration): the notebook runner
 * with a kernel of this page session (a new kernelId per page load; its state lives on the
 * platform until the page is left or the kernel is reset).
 */
export default function NotebookPane(props: NotebookPaneProps) {
  const { post, sandboxId } = props;
  const kernelId = useMemo(() => newKernelId(), []);
  const kernel = useMemo(
    () => createNotebookKernel(post, sandboxId, kernelId),
    [post, sandboxId, kernelId],
  );
  // Leaving the page stops the kernel (best effort: the platform forgets idle kernels anyway).
  useEffect(() => () => void kernel.reset().catch(() => undefined), [kernel]);
  return (
    <Suspense fallback={<p className="sandbox__hint">Loading the notebook…</p>}>
      <Notebook
        source={props.source}
        readOnly={props.readOnly}
        dark={props.dark}
        kernel={kernel}
        onChange={props.onChange}
      />
    </Suspense>
  );
}

/** The notebook's cells as text: the server's render (and the page without JavaScript). */
export function NotebookText({ source }: { source: string }) {
  const cells = cellsOf(source);
  return (
    <ol className="sandbox__cellText" aria-label="Notebook cells">
      {cells.map((cell, index) => (
        <li key={index} data-cell-type={cell.type}>
          <pre className="sandbox__pre">{cell.source || " "}</pre>
        </li>
      ))}
    </ol>
  );
}

function cellsOf(source: string): { type: string; source: string }[] {
  try {
    const notebook = JSON.parse(source) as { cells?: { cell_type?: unknown; source?: unknown }[] };
    return (notebook.cells ?? []).map((cell) => ({
      type: typeof cell.cell_type === "string" ? cell.cell_type : "code",
      source: Array.isArray(cell.source)
        ? cell.source.join("")
        : typeof cell.source === "string"
          ? cell.source
          : "",
    }));
  } catch {
    return [{ type: "raw", source }];
  }
}
