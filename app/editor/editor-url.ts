import { EDIT_MODE_PARAM } from "~/contract/editor-values";

/**
 * The editor's panels live in the address too, so that they open without JavaScript (a link
 * from a cell's toolbar; the server renders the panel): `editCell` the update panel of a cell,
 * `addTo` + `addAt` the kind picker for a new cell. With JavaScript they open in place.
 */
export const PANEL_PARAMS = { editCell: "editCell", addTo: "addTo", addAt: "addAt" } as const;

/** The address with these parameters set (a value of null takes one out). */
export function hrefWith(
  pathname: string,
  search: string,
  changes: Record<string, string | null>,
): string {
  const query = new URLSearchParams(search);
  for (const [name, value] of Object.entries(changes)) {
    if (value === null) query.delete(name);
    else query.set(name, value);
  }
  const text = query.toString();
  return text ? `${pathname}?${text}` : pathname;
}

/** The page in edit mode without any panel open: where toolbar edits come back to. */
export function editModeHref(pathname: string, search: string): string {
  return hrefWith(pathname, search, {
    [PANEL_PARAMS.editCell]: null,
    [PANEL_PARAMS.addTo]: null,
    [PANEL_PARAMS.addAt]: null,
  });
}

/** The edit switch: the same address with or without `?edit=1` (and no panel). */
export function editSwitchHref(pathname: string, search: string, on: boolean): string {
  const base = editModeHref(pathname, search);
  const query = base.includes("?") ? base.slice(base.indexOf("?")) : "";
  return hrefWith(pathname, query, { [EDIT_MODE_PARAM]: on ? "1" : null });
}

export type PanelFromAddress =
  | { type: "update"; cellId: string }
  | { type: "add"; parentId: string; position: number }
  | undefined;

/** The panel the address opens, if any. */
export function panelOfSearch(search: string): PanelFromAddress {
  const query = new URLSearchParams(search);
  const cellId = query.get(PANEL_PARAMS.editCell);
  if (cellId) return { type: "update", cellId };
  const parentId = query.get(PANEL_PARAMS.addTo);
  const at = Number(query.get(PANEL_PARAMS.addAt) ?? "");
  if (parentId && Number.isInteger(at) && at >= 0) return { type: "add", parentId, position: at };
  return undefined;
}
