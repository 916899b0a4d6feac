import { defineWidget } from "../types";
import { LogoStrip } from "./LogoStrip";
import { logoStripSchema } from "./schema";

export const logoStripWidget = defineWidget({
  kind: "LOGO_STRIP",
  schema: logoStripSchema,
  Component: LogoStrip,
});
