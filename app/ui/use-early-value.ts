import { useEffect, type RefObject } from "react";

type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** The learner changed the field from what the server's HTML gave it. */
function changedOnThePage(field: Field): boolean {
  if (field instanceof HTMLSelectElement) {
    const given = Array.from(field.options).find((o) => o.defaultSelected) ?? field.options[0];
    return field.selectedOptions[0] !== given;
  }
  return field.value !== field.defaultValue;
}

/**
 * Keeps what a learner chose or typed in a server-rendered field before its code arrived. React
 * hydrates a controlled select or empty field without touching what the page holds, then sets it
 * back to the rendered value on the field's next render, so an early choice was lost. Once the
 * field has mounted, a value the learner changed is handed to `keep`, as the field's own change
 * would have been. (A textarea with text is set back by hydration itself: not kept.)
 */
export function useEarlyValue(
  field: RefObject<Field>,
  rendered: string,
  keep: (value: string) => void,
): void {
  useEffect(() => {
    const element = field.current;
    if (element && changedOnThePage(element) && element.value !== rendered) keep(element.value);
    // Once, at mount: later changes go through the field's onChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
