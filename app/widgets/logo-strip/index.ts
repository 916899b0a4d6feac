import { defineWidget } from "../types";
import { LogoStrip } from "./LogoStrip";

export const logoStripWidget = defineWidget({
  kind: "LOGO_STRIP",
  component: LogoStrip,
});
