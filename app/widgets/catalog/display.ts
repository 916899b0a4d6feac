import type { WidgetDefinition } from "../types";
import * as server from "./display.server";

// Filled on the server only; in the browser each kind loads its own chunk (lazyWidget).
const eager: Partial<typeof server> = server;
void eager;

/** The display family's kinds, each a chunk of its own (app/widgets/lazy-widget.ts). */
export const displayWidgets: WidgetDefinition[] = [];
