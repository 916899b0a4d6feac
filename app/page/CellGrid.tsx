import { useContext, type ComponentType, type CSSProperties } from "react";
import { useMatches } from "@remix-run/react";
import type { Cell, PageResponse } from "~/contract";
import { layoutClasses } from "~/widgets/shared/bg";
import { HeaderTextView, HeadingDepth } from "~/widgets/shared/HeaderTextView";
import { ImagePriorityContext, imagePriorityOf } from "~/widgets/shared/image-priority";
import {
  buildCellTree,
  defaultChildSpan,
  elementIdOf,
  gapOf,
  spanOf,
  type CellNode,
} from "./cell-tree";
import { CellFrameContext, type CellFrameProps } from "./cell-frame";
import styles from "./CellGrid.module.css";
import type { AssistantEntry } from "~/contract/assistant";
import { lazyPart } from "~/ui/lazy-part";
import { WidgetCell } from "./WidgetCell";

/** A page's own "Ask AI": only some pages have one, so its code comes with them (a part). */
const PageAssistant = lazyPart(() =>
  import("~/assistant/PageAssistant").then((m) => m.PageAssistant),
);

interface RenderOptions {
  componentHeaderSize?: number;
  /** Drawn around every cell (the page editor's toolbars); none for a plain page. */
  frame?: ComponentType<CellFrameProps>;
}

function cx(...names: (string | false | undefined)[]): string {
  return names.filter(Boolean).join(" ");
}

function spanStyle(span: number, extra?: CSSProperties): CSSProperties {
  return { ["--span" as string]: span, ...extra };
}

function Children({
  nodes,
  parent,
  separators,
  options,
}: {
  nodes: CellNode[];
  parent: Cell | undefined;
  separators: boolean;
  options: RenderOptions;
}) {
  const fallback = parent?.cellType === "CELL_CONTAINER" ? defaultChildSpan(parent) : 12;
  return (
    <>
      {nodes.map((node) => (
        <div
          key={node.cell.id}
          className={cx(styles.cell, separators && styles.separated)}
          style={spanStyle(spanOf(node.cell, fallback))}
        >
          <CellView node={node} options={options} />
        </div>
      ))}
    </>
  );
}

function CellView({ node, options }: { node: CellNode; options: RenderOptions }) {
  const Frame = options.frame;
  const body = <CellBody node={node} options={options} />;
  return Frame ? <Frame node={node}>{body}</Frame> : body;
}

function CellBody({ node, options }: { node: CellNode; options: RenderOptions }) {
  const { cell, children } = node;
  switch (cell.cellType) {
    case "CELL_SECTION":
      return (
        <section id={elementIdOf(cell)} className={cx(styles.section, layoutClasses(cell.layout))}>
          <div className={styles.sectionInner}>
            {cell.header ? <HeaderTextView header={cell.header} defaultSize={2} /> : null}
            <div className={styles.grid} style={{ ["--gap" as string]: "24px" }}>
              <HeadingDepth.Provider value={cell.header?.textData?.text ? 3 : 2}>
                <Children
                  nodes={children}
                  parent={cell}
                  separators={cell.showCellSeparator === true}
                  options={options}
                />
              </HeadingDepth.Provider>
            </div>
          </div>
        </section>
      );
    case "CELL_CONTAINER": {
      const column = (cell.alignment ?? "").toUpperCase() === "COLUMN";
      // Spec 01 layout container CARD: a card frame around the children (docs/contract.md). Read
      // like COLUMN above, so the page bundle carries none of the layout family's values.
      const card = (cell.alignment ?? "").toUpperCase() === "CARD";
      return (
        <div
          id={elementIdOf(cell)}
          className={cx(
            styles.grid,
            column && styles.column,
            card && styles.card,
            cell.showCellSeparator === true && styles.withSeparators,
            layoutClasses(cell.layout),
          )}
          style={{ ["--gap" as string]: `${gapOf(cell)}px` }}
        >
          <Children
            nodes={
              column ? children.map((c) => ({ ...c, cell: { ...c.cell, span: 12 } })) : children
            }
            parent={cell}
            separators={cell.showCellSeparator === true}
            options={options}
          />
        </div>
      );
    }
    case "CELL_COMPONENT":
      return (
        <div id={elementIdOf(cell)} className={layoutClasses(cell.layout)}>
          <WidgetCell cell={cell} componentHeaderSize={options.componentHeaderSize} />
        </div>
      );
    default:
      // An unknown cell type is tolerated: its children still render, in a plain grid.
      return children.length ? (
        <div className={styles.grid} style={{ ["--gap" as string]: "24px" }}>
          <Children nodes={children} parent={cell} separators={false} options={options} />
        </div>
      ) : null;
  }
}

interface CellGridProps {
  cells: readonly Cell[];
  showCellSeparator?: boolean;
  componentHeaderSize?: number;
}

/**
 * The page's own "Ask AI" (`pageData.assistant`) when these cells are the route's page's (not a
 * modal's, drawer's or pane's): read from the route's data here, in the grid's chunk, so that
 * "/" carries none of it (tests/budget).
 */
function usePageAssistant(cells: readonly Cell[]): AssistantEntry | undefined {
  for (const match of useMatches()) {
    const page = (match.data as { page?: PageResponse } | undefined)?.page;
    if (page?.cells === cells) return page.pageData.assistant;
  }
  return undefined;
}

/** The page body: the cell tree of spec 01 section 3 on a 12-column grid. */
export function CellGrid({ cells, showCellSeparator, componentHeaderSize }: CellGridProps) {
  const assistant = usePageAssistant(cells);
  const roots = buildCellTree(cells);
  // The frame is for the cells of one page: the pages framed around it are other cell lists.
  const hook = useContext(CellFrameContext);
  const options = { componentHeaderSize, frame: hook?.cells === cells ? hook.Frame : undefined };
  return (
    <div className={cx(styles.page, showCellSeparator && styles.pageSeparated)}>
      {/* The page's own "Ask AI", above its cells. */}
      {assistant ? <PageAssistant assistant={assistant} /> : null}
      {roots.map((node, index) => (
        <ImagePriorityContext.Provider key={node.cell.id} value={imagePriorityOf(index)}>
          {node.cell.cellType === "CELL_SECTION" ? (
            <CellView node={node} options={options} />
          ) : (
            <div className={styles.sectionInner}>
              <div className={styles.grid} style={{ ["--gap" as string]: "24px" }}>
                <div className={styles.cell} style={spanStyle(spanOf(node.cell))}>
                  <CellView node={node} options={options} />
                </div>
              </div>
            </div>
          )}
        </ImagePriorityContext.Provider>
      ))}
    </div>
  );
}
