import type { CSSProperties } from "react";
import { dimensionToCss } from "~/contract/layout-values";
import type { SpacerData } from "~/contract/widgets/spacer";
import type { WidgetProps } from "~/widgets/types";

/**
 * Empty vertical space. Each device class's height is a custom property that the CSS module
 * picks with media queries at 768 and 1024 px (no JavaScript). The space is top padding, so a
 * PERCENTAGE height is a share of the container's width (a cell has no height of its own).
 */
export function Spacer({ data }: WidgetProps<SpacerData>) {
  const style: Record<string, string> = {};
  const mobile = dimensionToCss(data.height.MOBILE, "height");
  const tablet = dimensionToCss(data.height.TABLET, "height");
  const desktop = dimensionToCss(data.height.DESKTOP, "height");
  if (mobile) style["--spacer-mobile"] = mobile;
  if (tablet) style["--spacer-tablet"] = tablet;
  if (desktop) style["--spacer-desktop"] = desktop;
  return <div className="spacer__spacer" style={style as CSSProperties} aria-hidden="true" />;
}
