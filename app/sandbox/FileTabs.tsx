interface FileTabsProps {
  open: string[];
  active?: string;
  onSelect: (fileName: string) => void;
  onClose: (fileName: string) => void;
}

/** The open files above the editor; the row scrolls sideways when they do not fit. */
export function FileTabs({ open, active, onSelect, onClose }: FileTabsProps) {
  if (!open.length) return null;
  return (
    <div className="sandbox__tabs" aria-label="Open files" role="group">
      {open.map((name) => (
        <span key={name} className="sandbox__tab" data-active={name === active || undefined}>
          <button
            type="button"
            className="sandbox__tabName"
            aria-current={name === active ? "true" : undefined}
            onClick={() => onSelect(name)}
          >
            {name}
          </button>
          <button
            type="button"
            className="sandbox__tabClose"
            aria-label={`Close ${name}`}
            onClick={() => onClose(name)}
          >
            ×
          </button>
        </span>
      ))}
    </div>
  );
}
