import { useEffect, useState } from "react";

/**
 * Whether the page is dark: the route look's theme rule (the practice-editor or compiler
 * preference, app/shell/theme-client.ts) already set <html data-theme>; the editor follows it.
 */
export function useDarkPage(): boolean {
  const [dark, setDark] = useState(false);
  useEffect(() => {
    const root = document.documentElement;
    const read = () => setDark(root.getAttribute("data-theme") === "dark");
    read();
    const observer = new MutationObserver(read);
    observer.observe(root, { attributes: true, attributeFilter: ["data-theme"] });
    return () => observer.disconnect();
  }, []);
  return dark;
}
