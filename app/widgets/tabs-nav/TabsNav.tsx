import { useEffect, useRef, useState, type RefObject } from "react";
import { bgClasses } from "../shared/bg";
import type { WidgetProps } from "../types";
import type { TabsNavData } from "~/contract/widgets/tabs-nav";
import { useActiveSection } from "./useActiveSection";

/**
 * A sticky bar of in-page anchors. Plain "#id" links work without JavaScript (the global
 * scroll-behavior makes them smooth); with JavaScript the current tab follows the scroll position.
 */
export function TabsNav({ data }: WidgetProps<TabsNavData>) {
  const { tabs } = data;
  const [active, setActive] = useState(0);
  const navRef = useRef<HTMLElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  useActiveSection(
    tabs.map((tab) => tab.targetId),
    navRef,
    setActive,
  );
  useKeepTabInView(listRef, active);

  return (
    <nav
      ref={navRef}
      className={`tabs-nav__nav ${bgClasses(data.bgColorData)}`}
      aria-label={data.ariaLabel || "On this page"}
      data-sticky="tabs-nav"
    >
      <ul ref={listRef} className="tabs-nav__list">
        {tabs.map((tab, i) => (
          <li key={`${tab.targetId}-${i}`} className="tabs-nav__item">
            <a
              href={`#${tab.targetId}`}
              className="tabs-nav__tab"
              aria-current={i === active ? "true" : undefined}
              onClick={() => setActive(i)}
            >
              {tab.title}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** On narrow screens the bar scrolls sideways; keep the current tab visible in it. */
function useKeepTabInView(listRef: RefObject<HTMLUListElement>, active: number) {
  useEffect(() => {
    const list = listRef.current;
    const item = list?.children[active] as HTMLElement | undefined;
    if (!list || !item) return;
    const start = item.offsetLeft;
    const end = start + item.offsetWidth;
    if (start >= list.scrollLeft && end <= list.scrollLeft + list.clientWidth) return;
    list.scrollTo({ left: Math.max(start - 16, 0), behavior: "smooth" });
  }, [listRef, active]);
}
