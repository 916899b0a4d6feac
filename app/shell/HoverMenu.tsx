import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import styles from "./HoverMenu.module.css";

interface HoverMenuProps {
  /** Content of the trigger button. */
  trigger: ReactNode;
  /** Accessible name of the trigger when its content is not enough (e.g. "Account menu"). */
  triggerLabel?: string;
  /** The panel opens under the trigger's right edge (the profile menu sits at the far right). */
  alignEnd?: boolean;
  className?: string;
  panelClassName?: string;
  children: ReactNode;
}

/**
 * A dropdown that opens on hover and on keyboard focus. Before hydration CSS alone does it
 * (:hover and :focus-within), so it works without JavaScript; once hydrated, state takes over
 * so that the button reports aria-expanded, a click toggles it and Escape closes it.
 */
export function HoverMenu(props: HoverMenuProps) {
  const { trigger, triggerLabel, alignEnd, className, panelClassName, children } = props;
  const [hydrated, setHydrated] = useState(false);
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  // A click while the pointer rests on the menu (or a tap, which also fires mouseenter) must not
  // close the panel that hovering just opened.
  const hovering = useRef(false);
  const panelId = useId();
  useEffect(() => setHydrated(true), []);

  const classes = [styles.menu, alignEnd ? styles.alignEnd : "", className ?? ""]
    .filter(Boolean)
    .join(" ");
  return (
    <div
      ref={rootRef}
      className={classes}
      data-open={hydrated ? String(open) : undefined}
      onMouseEnter={() => {
        hovering.current = true;
        setOpen(true);
      }}
      onMouseLeave={() => {
        hovering.current = false;
        setOpen(false);
      }}
      onFocus={() => setOpen(true)}
      onBlur={(event) => {
        if (!rootRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
      onKeyDown={(event) => {
        if (event.key === "Escape" && open) {
          setOpen(false);
          buttonRef.current?.focus();
        }
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className={styles.trigger}
        aria-haspopup="true"
        aria-expanded={hydrated ? open : undefined}
        aria-controls={panelId}
        aria-label={triggerLabel}
        onClick={() => setOpen((value) => hovering.current || !value)}
      >
        {trigger}
        <span className={styles.chevron} aria-hidden="true" />
      </button>
      <div id={panelId} className={[styles.panel, panelClassName ?? ""].join(" ").trim()}>
        {children}
      </div>
    </div>
  );
}
