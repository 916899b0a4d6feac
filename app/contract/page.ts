import { z } from "zod";
import { pageExpiry } from "./values";
import { assistantEntrySchema } from "./assistant";
import {
  announcementBarSchema,
  bottomNavigationBarSchema,
  collapsedStateSchema,
  fabDataSchema,
  tolerantPart,
} from "./frame";
import { lenientEnum, looseObject, opt, tolerantArray } from "./lenient";
import {
  bgColorDataSchema,
  buttonDataSchema,
  headerTextSchema,
  imageSchema,
  serverActionSchema,
  textDataSchema,
  trackingSchema,
} from "./primitives";

export const CELL_TYPES = ["CELL_SECTION", "CELL_CONTAINER", "CELL_COMPONENT"] as const;

/** Spacing and colour of a cell; the keys are class names listed in docs/contract.md. */
export const cellLayoutSchema = looseObject({
  paddingKeys: opt(tolerantArray(z.string())),
  marginKeys: opt(tolerantArray(z.string())),
  bgColor: opt(bgColorDataSchema),
});
export type CellLayout = z.infer<typeof cellLayoutSchema>;

/**
 * componentData: the common fields of spec 01 section 3 plus the widget's own fields, which sit
 * beside them (docs/contract.md). Each widget validates the whole object with its own schema.
 */
export const componentDataSchema = looseObject({
  type: opt(z.string()),
  viewType: opt(z.string()),
  bgColorData: opt(bgColorDataSchema),
  headerData: opt(headerTextSchema),
  footerData: opt(looseObject({ buttonDataList: opt(tolerantArray(buttonDataSchema)) })),
  tracking: opt(trackingSchema),
});

const idSchema = z.union([z.string(), z.number()]).transform(String);

/** Spec 01 section 3: cell. One flat schema for the three cell types; extra fields are kept. */
export const cellSchema = looseObject({
  id: idSchema,
  parentId: opt(idSchema),
  cellType: lenientEnum(CELL_TYPES),
  span: opt(z.number()),
  dataId: opt(z.string()),
  position: opt(z.number()),
  localData: opt(z.unknown()),
  layout: opt(cellLayoutSchema),
  // container
  numColumns: opt(z.number().int()),
  alignment: opt(z.string()),
  gap: opt(z.number()),
  showCellSeparator: opt(z.boolean()),
  // section
  header: opt(headerTextSchema),
  // component
  componentType: opt(z.string()),
  fragmentId: opt(z.string()),
  componentData: opt(componentDataSchema),
});
/**
 * What the BFF found when it read a component cell's componentData with its widget's schema
 * (app/widgets/schemas.server.ts): the parsed data, or why the cell cannot render. Set by the
 * BFF on every component cell it sends, so the browser needs no schemas (the bundle budget).
 * `stylesheets`: what the kind draws with, when not the CSS bundle (decisions 074, 075).
 */
export type WidgetResolution =
  | { status: "ok"; data: unknown; stylesheets?: readonly string[] }
  | { status: "unknown"; kind: string }
  | { status: "invalid"; kind: string; issues: string[] };

export type Cell = z.infer<typeof cellSchema> & { widget?: WidgetResolution };

export const topNavButtonSchema = looseObject({
  text: opt(z.string()),
  action: opt(serverActionSchema),
  icon: opt(imageSchema),
  iconPlacement: opt(lenientEnum(["LEFT", "RIGHT"] as const)),
  bgColorData: opt(bgColorDataSchema),
  showLoader: opt(z.boolean()),
});

export const timerDataSchema = looseObject({
  timerActions: opt(
    tolerantArray(
      looseObject({
        showTimer: opt(z.boolean()),
        time: opt(z.number()),
        action: opt(serverActionSchema),
      }),
    ),
  ),
});

export const categorizedSearchBarSchema = looseObject({
  categories: opt(tolerantArray(looseObject({ key: z.string(), displayName: z.string() }))),
  action: opt(serverActionSchema),
  autoIncrementSearch: opt(z.boolean()),
});

const pageStyleSchema = looseObject({
  backgroundColor: opt(z.string()),
  primaryColor: opt(z.string()),
  accentColor1: opt(z.string()),
  accentColor2: opt(z.string()),
  accentColor3: opt(z.string()),
  headerColor: opt(z.string()),
});

/** Spec 01 section 3: pageData. */
export const pageDataSchema = looseObject({
  title: opt(z.string()),
  subTitle: opt(z.string()),
  description: opt(z.string()),
  headline: opt(looseObject({ text: opt(z.string()), bgColorData: opt(bgColorDataSchema) })),
  isHeadlineSticky: opt(z.boolean()),
  toastMessage: opt(z.string()),
  topNavigationBar: opt(
    looseObject({
      title: opt(textDataSchema),
      upAction: opt(serverActionSchema),
      buttons: opt(tolerantArray(topNavButtonSchema)),
      timerData: opt(timerDataSchema),
      categorizedSearchBar: opt(categorizedSearchBarSchema),
    }),
  ),
  bottomNavigationBar: tolerantPart(bottomNavigationBarSchema),
  announcementBar: tolerantPart(announcementBarSchema),
  tabChangeTracker: opt(looseObject({ action: opt(serverActionSchema) })),
  trackingData: opt(
    looseObject({
      pageName: opt(z.string()),
      data: opt(z.unknown()),
      googleTagData: opt(z.unknown()),
      bingData: opt(z.unknown()),
      componentTrackingDataContext: opt(z.unknown()),
    }),
  ),
  fabData: tolerantPart(fabDataSchema),
  /** "Ask AI" on this page (docs/contract.md "Where the assistant is offered"; AI_ASSISTANT). */
  assistant: tolerantPart(assistantEntrySchema),
  layoutParams: opt(
    looseObject({
      pageStyle: opt(
        looseObject({
          headerStyle: opt(
            looseObject({ headerColor: opt(z.string()), headerColorOpacity: opt(z.number()) }),
          ),
        }),
      ),
      styleOverrides: opt(
        looseObject({ pageTitleSize: opt(z.number()), componentHeaderSize: opt(z.number()) }),
      ),
      isMarketingPage: opt(z.boolean()),
      spacingStyle: opt(z.string()),
    }),
  ),
  pageStyle: opt(pageStyleSchema),
  pageStyleDark: opt(pageStyleSchema),
});
export type PageData = z.infer<typeof pageDataSchema>;

/** Spec 01 section 3: page response. */
export const pageResponseSchema = looseObject({
  pageId: idSchema,
  cells: tolerantArray(cellSchema).default([]),
  pageData: pageDataSchema.nullish().transform((v) => v ?? {}),
  showCellSeparator: opt(z.boolean()),
  navigationDrawer: opt(looseObject({ uri: opt(z.string()), viewType: opt(z.string()) })),
  rightPane: opt(
    looseObject({
      action: opt(serverActionSchema),
      title: opt(looseObject({ text: opt(z.string()), image: opt(imageSchema) })),
      collapsedStateData: tolerantPart(collapsedStateSchema),
      rightPaneWidth: opt(looseObject({ width: opt(z.number()) })),
    }),
  ),
  /**
   * `queryParams` is ours (docs/contract.md "Page call", decision 063): the address's query
   * parameters the answer depends on; the BFF sends and keys by those alone.
   */
  cacheInfo: opt(looseObject({ TTL: opt(z.number()), queryParams: opt(z.array(z.unknown())) })),
  volatileDatas: opt(z.unknown()),
  onboardingData: opt(looseObject({ navigationAction: opt(serverActionSchema) })),
  /**
   * Ours (docs/contract.md, "Admin editors"): the stored page's version, which every page edit
   * sends back; absent on pages built per request, which cannot be edited.
   */
  pageVersion: opt(z.number().int().min(1)),
});
export type PageResponse = z.infer<typeof pageResponseSchema>;

export { pageExpiry };

/** Frame parts as the page describes them (their schemas are above and in frame.ts). */
export type TopNavigationBar = NonNullable<PageData["topNavigationBar"]>;
export type TopNavButton = z.infer<typeof topNavButtonSchema>;
export type TimerData = z.infer<typeof timerDataSchema>;
export type TimerAction = NonNullable<TimerData["timerActions"]>[number];
export type Headline = NonNullable<PageData["headline"]>;
