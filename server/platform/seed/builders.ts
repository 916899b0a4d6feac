import type { CellJson, PageInput } from "../db/pages";

/**
 * Small builders so each seed page reads as a tree. page() flattens the tree into the flat cell
 * list of the contract: it assigns parentId and position (the index among siblings) and an id to
 * every cell that has none ("<parent id>-<position>"), and rejects duplicate ids.
 */

/** Background keys of the palette (app/styles/app.css classes bg-{key}). */
export type PaletteKey =
  | "surface"
  | "surface-alt"
  | "primary"
  | "primary-light"
  | "dark-purple"
  | "yellow-light"
  | "green-light"
  | "blue-light"
  | "pink-light"
  | "orange-light"
  | "white"
  | "black"
  | "transparent";

export interface CellLayout {
  paddingKeys?: string[];
  marginKeys?: string[];
  bgColor?: { bgKey: PaletteKey; bgBorderKey?: string; bgShadowKey?: string };
}

export interface SeedCell {
  id?: string;
  cellType: "CELL_SECTION" | "CELL_CONTAINER" | "CELL_COMPONENT";
  span?: number;
  fields: Record<string, unknown>;
  children: SeedCell[];
}

/** layout({ bg: "surface", padding: ["padding-top-48"] }) -> the cell's layout object. */
export function layout(options: {
  bg?: PaletteKey;
  padding?: string[];
  margin?: string[];
  border?: string;
  shadow?: string;
}): CellLayout {
  const out: CellLayout = {};
  if (options.padding?.length) out.paddingKeys = options.padding;
  if (options.margin?.length) out.marginKeys = options.margin;
  if (options.bg) {
    out.bgColor = { bgKey: options.bg };
    if (options.border) out.bgColor.bgBorderKey = options.border;
    if (options.shadow) out.bgColor.bgShadowKey = options.shadow;
  }
  return out;
}

function defined(fields: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined));
}

export interface SectionOptions {
  header?: Record<string, unknown>;
  layout?: CellLayout;
  span?: number;
}

/** A page section; its id is the element id that "#id" anchors and TABS_NAV targets point at. */
export function section(id: string, options: SectionOptions, children: SeedCell[]): SeedCell {
  return {
    id,
    cellType: "CELL_SECTION",
    span: options.span,
    fields: defined({ header: options.header, layout: options.layout }),
    children,
  };
}

export interface ContainerOptions {
  id?: string;
  numColumns?: number;
  alignment?: "ROW" | "COLUMN";
  gap?: number;
  showCellSeparator?: boolean;
  layout?: CellLayout;
  span?: number;
}

/** A grid of cells: numColumns columns, children sized by span (of 12). */
export function container(options: ContainerOptions, children: SeedCell[]): SeedCell {
  const { id, span, ...fields } = options;
  return { id, cellType: "CELL_CONTAINER", span, fields: defined(fields), children };
}

export interface ComponentOptions {
  id?: string;
  span?: number;
  layout?: CellLayout;
}

/** A widget cell: componentType plus its componentData (type mirrors componentType). */
export function component(
  componentType: string,
  componentData: Record<string, unknown>,
  options: ComponentOptions = {},
): SeedCell {
  return {
    id: options.id,
    cellType: "CELL_COMPONENT",
    span: options.span,
    fields: defined({
      layout: options.layout,
      componentType,
      componentData: { type: componentType, ...componentData },
    }),
    children: [],
  };
}

export interface PageMeta {
  id: string;
  uri: string;
  aliases?: string[];
  /** Seconds (cacheInfo.TTL). */
  ttl?: number;
  showCellSeparator?: boolean;
  pageData: Record<string, unknown>;
  extra?: Record<string, unknown>;
}

export const DEFAULT_PAGE_TTL_SECONDS = 300;

export function page(meta: PageMeta, tree: SeedCell[]): PageInput {
  const cells: CellJson[] = [];
  const ids = new Set<string>();
  const walk = (nodes: SeedCell[], parentId: string | undefined) => {
    nodes.forEach((node, position) => {
      const id = node.id ?? `${parentId ?? "cell"}-${position}`;
      if (ids.has(id)) throw new Error(`Seed page ${meta.uri}: duplicate cell id "${id}"`);
      ids.add(id);
      const cell: CellJson = { id, cellType: node.cellType, position };
      if (parentId) cell.parentId = parentId;
      if (node.span !== undefined) cell.span = node.span;
      cells.push({ ...node.fields, ...cell });
      walk(node.children, id);
    });
  };
  walk(tree, undefined);
  return {
    id: meta.id,
    uri: meta.uri,
    aliases: meta.aliases ?? [],
    pageData: meta.pageData,
    showCellSeparator: meta.showCellSeparator ?? false,
    ttl: meta.ttl ?? DEFAULT_PAGE_TTL_SECONDS,
    extra: meta.extra ?? {},
    cells,
  };
}
