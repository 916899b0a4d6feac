import type { NotebookOutput } from "~/sandbox/runner-types";
import { ResultTable } from "../ResultTable";

// Jupyter's tracebacks carry terminal colours; the page shows plain text.
const ANSI = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*[A-Za-z]`, "g");

export function plainText(text: string): string {
  return text.replace(ANSI, "");
}

/** A code cell's outputs: streams as text, tables as tables, errors with their traceback. */
export function CellOutputs({ outputs, label }: { outputs: NotebookOutput[]; label: string }) {
  if (outputs.length === 0) return null;
  return (
    <div className="notebook__outputs" aria-label={label} role="group">
      {outputs.map((output, index) => {
        switch (output.kind) {
          case "stream":
            return (
              <pre key={index} className="notebook__stream" data-stream={output.name}>
                {plainText(output.text)}
              </pre>
            );
          case "table":
            return (
              <ResultTable
                key={index}
                label="Table output"
                columns={output.columns}
                rows={output.rows}
              />
            );
          case "error":
            return (
              <pre key={index} className="notebook__error" role="alert">
                <strong>
                  {output.name}: {plainText(output.message)}
                </strong>
                {output.traceback.length ? `\n${plainText(output.traceback.join("\n"))}` : null}
              </pre>
            );
        }
      })}
    </div>
  );
}
