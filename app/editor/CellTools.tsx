import type { MouseEvent } from "react";
import { PlainEditForm } from "./PlainEditForm";

interface ToolProps {
  /** `data-op`: what the tool does (focus comes back to it after the page loaded again). */
  op: string;
  /** The accessible name ("Move up FAQ cell"). */
  label: string;
  icon: string;
  text: string;
}

/** A tool's face: an icon, and words that phones keep for screen readers only. */
function ToolFace({ icon, text }: { icon: string; text: string }) {
  return (
    <>
      <span aria-hidden="true" className="page-editor__toolIcon">
        {icon}
      </span>
      <span className="page-editor__toolText">{text}</span>
    </>
  );
}

/** A tool that opens a panel (see usePanelLink). */
export function ToolLink({
  op,
  label,
  icon,
  text,
  ...link
}: ToolProps & { href: string; onClick: (event: MouseEvent<HTMLAnchorElement>) => void }) {
  return (
    <a className="page-editor__tool" data-op={op} aria-label={label} {...link}>
      <ToolFace icon={icon} text={text} />
    </a>
  );
}

/** A tool that submits its plain edit form. */
export function ToolButton({ op, label, icon, text }: ToolProps) {
  return (
    <button type="submit" className="page-editor__tool" data-op={op} aria-label={label}>
      <ToolFace icon={icon} text={text} />
    </button>
  );
}

const SWAP_TOOLS = {
  up: { icon: "↑", text: "Move up" },
  down: { icon: "↓", text: "Move down" },
} as const;

/** Move up or Move down: the cell swaps places with its neighbour that way (swap-cell). */
export function SwapForm({
  cellId,
  otherCellId,
  way,
  label,
}: {
  cellId: string;
  otherCellId: string;
  way: keyof typeof SWAP_TOOLS;
  label: string;
}) {
  const { icon, text } = SWAP_TOOLS[way];
  return (
    <PlainEditForm
      intent="swap-cell"
      fields={{ cellId, otherCellId }}
      focus={{ cellId, op: way }}
      className="page-editor__toolForm"
    >
      <ToolButton op={way} label={`${text} ${label}`} icon={icon} text={text} />
    </PlainEditForm>
  );
}
