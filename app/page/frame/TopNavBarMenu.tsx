import { useEffect, useRef, type ReactNode } from "react";

function MoreIcon() {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      <circle cx="12" cy="5" r="2" fill="currentColor" />
      <circle cx="12" cy="12" r="2" fill="currentColor" />
      <circle cx="12" cy="19" r="2" fill="currentColor" />
    </svg>
  );
}

/**
 * Closes an open <details> on a click outside it, on Escape and once one of its items was
 * chosen. Without JavaScript the summary alone opens and closes it.
 */
function useDismissableDetails() {
  const ref = useRef<HTMLDetailsElement>(null);
  useEffect(() => {
    const close = () => {
      if (ref.current?.open) ref.current.open = false;
    };
    const onPointerDown = (event: PointerEvent) => {
      if (!ref.current?.contains(event.target as Node)) close();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape" || !ref.current?.open) return;
      close();
      ref.current.querySelector("summary")?.focus();
    };
    document.addEventListener("pointerdown", onPointerDown);
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("pointerdown", onPointerDown);
      document.removeEventListener("keydown", onKeyDown);
    };
  }, []);
  const onItemClick = () => {
    if (ref.current) ref.current.open = false;
  };
  return { ref, onItemClick };
}

/**
 * Spec 01 section 4's navigation-overflow rule for the top bar on phones (<= 768 px): a 64 px bar
 * cannot hold title, back, search, timer and text buttons side by side, so the buttons move into
 * a three-dot menu there. A <details> menu: it works without JavaScript.
 */
export function TopNavBarMenu({ children }: { children: ReactNode }) {
  const { ref, onItemClick } = useDismissableDetails();
  return (
    <details ref={ref} className="top-nav-bar-menu__menu" data-frame="top-nav-menu">
      <summary className="top-nav-bar-menu__summary" aria-label="More actions">
        <MoreIcon />
      </summary>
      <div className="top-nav-bar-menu__items" onClick={onItemClick}>
        {children}
      </div>
    </details>
  );
}
