import "~/grid-load";
import type { WidgetDefinition } from "../types";
import { accountWidgets } from "./account";
import { communityWidgets } from "./community";
import { displayWidgets } from "./display";
import { layoutWidgets } from "./layout";

/**
 * The kind families whose components load per kind (lazy-widget.ts). Their definitions are a
 * chunk of their own too (registry.ts): a page that shows none of these kinds ("/") does not carry
 * fifty kinds' names and loaders.
 */
export const familyWidgets: readonly WidgetDefinition[] = [
  ...displayWidgets,
  ...communityWidgets,
  ...layoutWidgets,
  ...accountWidgets,
];
