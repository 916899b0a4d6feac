import type { CodeEditorData } from "~/contract/widgets/code-editor";
import { SqlTable } from "./SqlTable";

type Example = NonNullable<CodeEditorData["examples"]>[number];

/**
 * The statement's examples. A SQL problem's show its input tables (by name) and its expected
 * rows as tables (docs/contract.md "SQL problems"); the others their input and output text.
 */
export function ProblemExamples({ examples }: { examples: Example[] }) {
  return (
    <>
      {examples.map((example, i) => (
        <div key={i} data-example={i + 1}>
          <h2>Example {i + 1}</h2>
          {example.tables?.length ? (
            <>
              <span className="practice__label">Input tables</span>
              {example.tables.map((table) => (
                <div key={table.name} className="practice__namedTable">
                  <code className="practice__tableName">{table.name}</code>
                  <SqlTable table={table} label={`Example ${i + 1}, table ${table.name}`} />
                </div>
              ))}
            </>
          ) : (
            <>
              <span className="practice__label">Input</span>
              <pre className="practice__pre practice__mono">{example.input || " "}</pre>
            </>
          )}
          <span className="practice__label">Output</span>
          {example.outputTable ? (
            <SqlTable table={example.outputTable} label={`Example ${i + 1}, expected output`} />
          ) : (
            <pre className="practice__pre practice__mono">{example.output}</pre>
          )}
        </div>
      ))}
    </>
  );
}
