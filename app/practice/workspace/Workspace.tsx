import {
  startTransition,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type CSSProperties,
  type KeyboardEvent,
  type ReactNode,
} from "react";
import { AssistantSlotContext } from "./assistant-slot";
import { SplitSeparator } from "./SplitSeparator";
import { useNarrow } from "./use-narrow";
import { usePaneSize } from "./use-pane-size";

export interface WorkspacePane {
  id: string;
  /** The tab's name at phone widths and the pane's accessible name. */
  label: string;
  content: ReactNode;
}

interface WorkspaceProps {
  /** Names the workspace in the remembered sizes and in element ids ("problem", "compiler"). */
  name: string;
  label: string;
  /** Two or three panes, left to right; the same panes on every render. */
  panes: WorkspacePane[];
  /** Each separator's first size: the share (percent) of the area from its left pane onwards. */
  sizes: number[];
  /** The pane a Run shows (its tab opens at phone widths). */
  resultPane: string;
  /** Bumped when a run starts or its result arrives: the result pane is brought into view. */
  reveal: number;
  /** Above the panes and tabs, across the whole width (a title). */
  header?: ReactNode;
  /** The pane holding the editor: from 1024 px it is never narrower than 480 px. */
  editorPane: string;
  /**
   * The pane an open assistant takes its room from (from 1024 px it shows below that pane, in
   * its column); on phones it is a sheet over every tab.
   */
  assistantPane: string;
}

/**
 * The narrowest the editor's column gets from 1024 px, whatever the separators say: 480 px of
 * editor, and the pane's padding and border around it (workspace.module.css).
 */
const EDITOR_MIN_WIDTH = "514px";

/** Each pane's share of the row (fr) from the separators' sizes. */
function paneShares(count: number, sizes: number[]): number[] {
  let rest = 100;
  const shares: number[] = [];
  for (let i = 0; i < count - 1; i++) {
    const share = (rest * sizes[i]) / 100;
    shares.push(share);
    rest -= share;
  }
  return [...shares, rest];
}

const TAB_KEYS: Record<string, (index: number, count: number) => number> = {
  ArrowLeft: (i, n) => (i - 1 + n) % n,
  ArrowRight: (i, n) => (i + 1) % n,
  Home: () => 0,
  End: (_i, n) => n - 1,
};

/**
 * The workspace of the problem page, the compiler and its like: at 1024 px and wider the panes
 * side by side filling the window below the slim header, with separators that remember their
 * sizes (decision 066); narrower, one pane at a time behind tabs, each opening at its top.
 * Without JavaScript the panes are stacked sections. An open assistant shows in the workspace's
 * own slot (assistant-slot.ts).
 */
export function Workspace(props: WorkspaceProps) {
  const { name, label, panes, sizes, resultPane, reveal, header } = props;
  const narrow = useNarrow();
  const [active, setActive] = useState(panes[0].id);
  const [first, setFirst] = usePaneSize(name, "0", sizes[0]);
  const [second, setSecond] = usePaneSize(name, "1", sizes[1] ?? 50);
  const setters = [setFirst, setSecond];
  const splits = [first, second];
  const [resizing, setResizing] = useState(false);
  const [assistantSlot, setAssistantSlot] = useState<HTMLElement | null>(null);
  // A transition: the context reaches panes whose code may still be on its way (lazy-part.tsx).
  const keepAssistantSlot = useCallback(
    (element: HTMLElement | null) => startTransition(() => setAssistantSlot(element)),
    [],
  );
  const root = useRef<HTMLDivElement>(null);
  const tablist = useRef<HTMLDivElement>(null);
  const paneRefs = useRef<(HTMLElement | null)[]>([]);
  const tabRefs = useRef<(HTMLAnchorElement | null)[]>([]);
  /** Bumped when a tab is chosen or a run opens its result: that tab opens at its own top. */
  const [opened, setOpened] = useState(0);
  const open = (id: string) => {
    setActive(id);
    setOpened((n) => n + 1);
  };

  useEffect(() => {
    if (!reveal) return;
    if (narrow) return open(resultPane);
    // Side by side: the result pane scrolls back to its top, where the verdict's heading is.
    paneRefs.current[panes.findIndex((p) => p.id === resultPane)]?.scrollTo?.({ top: 0 });
    // Only a new reveal moves the view; the panes and width are read as they are then.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [reveal]);

  // A tab opens at its own top: when the page was scrolled past it (a long statement read to its
  // end), the page goes back up until the panel starts right below the sticky tabs.
  useLayoutEffect(() => {
    if (!opened || !narrow) return;
    const panel = paneRefs.current[panes.findIndex((p) => p.id === active)];
    const bar = tablist.current;
    if (!panel || !bar) return;
    const hidden = panel.getBoundingClientRect().top - bar.getBoundingClientRect().bottom;
    if (hidden < 0) window.scrollBy({ top: hidden, behavior: "instant" });
    // Once per opening; the panes are read as they are then.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [opened]);

  const onTabKey = (event: KeyboardEvent<HTMLAnchorElement>, index: number) => {
    const move = TAB_KEYS[event.key];
    if (!move) return;
    event.preventDefault();
    const next = move(index, panes.length);
    open(panes[next].id);
    tabRefs.current[next]?.focus();
  };

  const shares = paneShares(panes.length, splits);
  const columns = shares
    .map((share, index) =>
      panes[index].id === props.editorPane
        ? `minmax(${EDITOR_MIN_WIDTH}, ${share}fr)`
        : `minmax(0, ${share}fr)`,
    )
    .join(" var(--separator) ");
  const assistantColumn = 2 * panes.findIndex((p) => p.id === props.assistantPane) + 1;
  const tabs = narrow;
  return (
    <div
      ref={root}
      className="workspace__workspace"
      data-workspace={name}
      data-fills-window=""
      data-resizing={resizing || undefined}
      data-tabs={tabs || undefined}
      style={{ "--columns": columns } as CSSProperties}
    >
      {header ? <div className="workspace__header">{header}</div> : null}
      {/* Rendered from the server on (no shift when the tabs take over): links to the stacked
          sections without JavaScript, a tablist once hydrated below 1024 px; hidden wider. */}
      <div
        ref={tablist}
        className="workspace__tablist"
        {...(tabs ? { role: "tablist", "aria-label": label } : { "aria-label": label })}
      >
        {panes.map((pane, index) => (
          <a
            key={pane.id}
            ref={(element) => {
              tabRefs.current[index] = element;
            }}
            href={`#${name}-pane-${pane.id}`}
            className="workspace__tab"
            {...(tabs
              ? {
                  role: "tab",
                  id: `${name}-tab-${pane.id}`,
                  "aria-controls": `${name}-pane-${pane.id}`,
                  "aria-selected": active === pane.id,
                  tabIndex: active === pane.id ? 0 : -1,
                  onClick: (event) => {
                    event.preventDefault();
                    open(pane.id);
                  },
                  onKeyDown: (event) => onTabKey(event, index),
                }
              : {})}
          >
            {pane.label}
          </a>
        ))}
      </div>
      <AssistantSlotContext.Provider value={assistantSlot}>
        {panes.map((pane, index) => (
          <PaneWithSeparator
            key={pane.id}
            index={index}
            pane={pane}
            next={panes[index + 1]}
            name={name}
            tabs={tabs}
            hidden={tabs && active !== pane.id}
            hostsAssistant={pane.id === props.assistantPane}
            split={splits[index]}
            onSplit={setters[index]}
            onDragging={setResizing}
            paneRef={(element) => {
              paneRefs.current[index] = element;
            }}
            area={() => {
              const box = root.current?.getBoundingClientRect();
              const left = paneRefs.current[index]?.getBoundingClientRect().left;
              return box && left !== undefined ? { left, width: box.right - left } : undefined;
            }}
          />
        ))}
      </AssistantSlotContext.Provider>
      <div
        ref={keepAssistantSlot}
        className="workspace__assistantSlot"
        style={{ "--column": assistantColumn } as CSSProperties}
      />
    </div>
  );
}

function PaneWithSeparator(props: {
  index: number;
  pane: WorkspacePane;
  next?: WorkspacePane;
  name: string;
  tabs: boolean;
  hidden: boolean;
  /** An open assistant shows below this pane, in its column (from 1024 px). */
  hostsAssistant: boolean;
  split: number;
  onSplit?: (value: number) => void;
  onDragging: (dragging: boolean) => void;
  paneRef: (element: HTMLElement | null) => void;
  area: () => { left: number; width: number } | undefined;
}) {
  const { pane, next, name, tabs } = props;
  return (
    <>
      <section
        ref={props.paneRef}
        id={`${name}-pane-${pane.id}`}
        className="workspace__pane"
        data-pane={pane.id}
        data-hosts-assistant={props.hostsAssistant || undefined}
        style={{ "--column": 2 * props.index + 1 } as CSSProperties}
        hidden={props.hidden}
        {...(tabs
          ? { role: "tabpanel", "aria-labelledby": `${name}-tab-${pane.id}` }
          : { "aria-label": pane.label })}
      >
        {pane.content}
      </section>
      {next && !tabs && props.onSplit ? (
        <SplitSeparator
          column={2 * props.index + 2}
          split={props.split}
          onSplit={props.onSplit}
          area={props.area}
          onDragging={props.onDragging}
          label={`Resize the ${pane.label.toLowerCase()} and the ${next.label.toLowerCase()}`}
        />
      ) : null}
    </>
  );
}

/**
 * Holds the code area: as tall as what is left of its pane (a fixed height on phones). A frame
 * that takes its height from its content (an embed) gives a fixed height: no window-relative one.
 */
export function EditorSlot({ children, height }: { children: ReactNode; height?: string }) {
  return (
    <div className="workspace__editorSlot" style={height ? { height } : undefined}>
      {children}
    </div>
  );
}
