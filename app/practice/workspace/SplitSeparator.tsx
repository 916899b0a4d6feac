import { useRef, type CSSProperties, type KeyboardEvent, type PointerEvent } from "react";

export const SPLIT_MIN = 20;
export const SPLIT_MAX = 80;
const KEY_STEP = 5;

export const clampSplit = (value: number) =>
  Math.min(SPLIT_MAX, Math.max(SPLIT_MIN, Math.round(value)));

/** The split a key press asks for (undefined: not a key the separator answers). */
export function splitAfterKey(key: string, split: number): number | undefined {
  switch (key) {
    case "ArrowLeft":
    case "ArrowUp":
      return clampSplit(split - KEY_STEP);
    case "ArrowRight":
    case "ArrowDown":
      return clampSplit(split + KEY_STEP);
    case "Home":
      return SPLIT_MIN;
    case "End":
      return SPLIT_MAX;
    default:
      return undefined;
  }
}

interface SplitSeparatorProps {
  /** The share of the area (in percent) the pane before the separator takes. */
  split: number;
  onSplit: (split: number) => void;
  /** The left edge and width (px) of the area the split divides: editor, separator and output. */
  area: () => { left: number; width: number } | undefined;
  label: string;
  /** Told when a drag starts and ends (the panes then keep frames from taking the pointer). */
  onDragging: (dragging: boolean) => void;
  /** Its grid column in a workspace laid out by columns (workspace.module.css). */
  column?: number;
}

/**
 * The bar between two panes (WAI-ARIA window splitter): dragged with a pointer, or focused and
 * moved with the arrow keys, Home and End. Used by the problem page, the compiler and sandboxes.
 */
export function SplitSeparator(props: SplitSeparatorProps) {
  const { split, onSplit, area, label, onDragging, column } = props;
  const dragging = useRef(false);
  const move = (event: PointerEvent<HTMLDivElement>) => {
    if (!dragging.current) return;
    const box = area();
    if (!box || box.width === 0) return;
    onSplit(clampSplit(((event.clientX - box.left) / box.width) * 100));
  };
  return (
    <div
      role="separator"
      aria-orientation="vertical"
      aria-label={label}
      aria-valuenow={split}
      aria-valuemin={SPLIT_MIN}
      aria-valuemax={SPLIT_MAX}
      tabIndex={0}
      className="workspace__separator"
      style={column ? ({ "--column": column } as CSSProperties) : undefined}
      onPointerDown={(event) => {
        dragging.current = true;
        onDragging(true);
        event.currentTarget.setPointerCapture(event.pointerId);
      }}
      onPointerMove={move}
      onPointerUp={(event) => {
        dragging.current = false;
        onDragging(false);
        event.currentTarget.releasePointerCapture(event.pointerId);
      }}
      onPointerCancel={() => {
        dragging.current = false;
        onDragging(false);
      }}
      onKeyDown={(event: KeyboardEvent<HTMLDivElement>) => {
        const next = splitAfterKey(event.key, split);
        if (next === undefined) return;
        event.preventDefault();
        onSplit(next);
      }}
    />
  );
}
