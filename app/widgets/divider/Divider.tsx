import type { CSSProperties } from "react";
import { DIVIDER_DEFAULTS, dividerLineStyle } from "~/contract/widgets/divider-look";
import type { DividerData } from "~/contract/widgets/divider";
import type { WidgetProps } from "~/widgets/types";

/**
 * A horizontal rule (an <hr>, a separator for assistive technology). With a label the line is
 * drawn on both sides of the label's text, which is read as text.
 */
export function Divider({ data }: WidgetProps<DividerData>) {
  const style = {
    "--divider-style": dividerLineStyle(data.lineStyle),
    "--divider-thickness": `${data.thickness ?? DIVIDER_DEFAULTS.thickness}px`,
    "--divider-spacing": `${data.spacing ?? DIVIDER_DEFAULTS.spacing}px`,
  } as CSSProperties;
  const className = ["divider__divider", data.emphasis ? "divider__emphasis" : ""]
    .filter(Boolean)
    .join(" ");
  if (!data.label) return <hr className={className} style={style} />;
  return (
    <p className={`${className} divider__labelled`} style={style}>
      <span>{data.label}</span>
    </p>
  );
}
