import { RangeSetBuilder, type Extension } from "@codemirror/state";
import { Decoration, EditorView, GutterMarker, gutter } from "@codemirror/view";
import { errorLineLabel } from "./failing-line";

class ErrorMarker extends GutterMarker {
  constructor(readonly line: number) {
    super();
  }
  override eq(other: ErrorMarker) {
    return other.line === this.line;
  }
  override toDOM() {
    const mark = document.createElement("span");
    mark.className = "cm-errorMarker";
    mark.textContent = "●";
    mark.title = errorLineLabel(this.line);
    return mark;
  }
}

/**
 * The line a run's error points at: a tinted line and a red dot in a gutter of its own, both
 * titled "Error on line N" (CodeMirror hides gutters from screen readers; the output names the
 * line in words). A line past the end of the code marks nothing.
 */
export function errorLineMarker(line: number | undefined, dark: boolean): Extension {
  if (!line) return [];
  const lineStart = (view: EditorView) =>
    line <= view.state.doc.lines ? view.state.doc.line(line).from : -1;
  const marker = new ErrorMarker(line);
  return [
    EditorView.decorations.of((view) => {
      const builder = new RangeSetBuilder<Decoration>();
      const from = lineStart(view);
      if (from >= 0) {
        builder.add(
          from,
          from,
          Decoration.line({
            class: "cm-errorLine",
            attributes: { "data-error-line": String(line), title: errorLineLabel(line) },
          }),
        );
      }
      return builder.finish();
    }),
    gutter({
      class: "cm-errorGutter",
      lineMarker: (view, block) => (block.from === lineStart(view) ? marker : null),
      lineMarkerChange: () => true,
    }),
    EditorView.theme({
      ".cm-errorLine": { backgroundColor: dark ? "rgba(248, 113, 113, 0.18)" : "#fee4e2" },
      ".cm-errorGutter .cm-gutterElement": { width: "14px", padding: "0 2px" },
      ".cm-errorMarker": { color: dark ? "#f97066" : "#d92d20", fontSize: "10px" },
    }),
  ];
}
