import { useEffect, type RefObject } from "react";

/**
 * Scroll spy: reports the index of the first target section that sits in the band just below the
 * sticky header and tabs bar. Runs only in the browser (effects never run during SSR) and only
 * where IntersectionObserver exists; without it the first tab simply stays current.
 */
export function useActiveSection(
  targetIds: string[],
  navRef: RefObject<HTMLElement>,
  onActive: (index: number) => void,
) {
  const idsKey = targetIds.join(" ");
  useEffect(() => {
    if (typeof window === "undefined" || typeof IntersectionObserver === "undefined") return;
    const ids = idsKey.split(" ");
    const targets = ids
      .map((id) => document.getElementById(id))
      .filter((el): el is HTMLElement => el !== null);
    if (targets.length === 0) return;

    // The band starts under the sticky header plus this bar and ends at 45% of the viewport.
    const nav = navRef.current;
    const stickyTop = nav ? parseFloat(getComputedStyle(nav).top) || 0 : 0;
    const offset = Math.round(stickyTop + (nav?.offsetHeight ?? 59));
    const visible = new Set<string>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting) visible.add(entry.target.id);
          else visible.delete(entry.target.id);
        }
        const index = ids.findIndex((id) => visible.has(id));
        if (index >= 0) onActive(index);
      },
      { rootMargin: `-${offset}px 0px -55% 0px` },
    );
    targets.forEach((target) => observer.observe(target));
    return () => observer.disconnect();
  }, [idsKey, navRef, onActive]);
}
