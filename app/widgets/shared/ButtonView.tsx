import { ActionLink } from "~/actions/ActionLink";
import type { ButtonData } from "~/contract";
import { bgClasses, safeKey } from "./bg";
import { ResponsiveImage } from "./ResponsiveImage";

/**
 * Spec 01 section 3 button data. The look comes from bgColorData.bgKey: "primary" (filled),
 * "secondary" (outlined), "text" (link style); anything else is a filled button in that colour.
 */
export function ButtonView({ button, className }: { button: ButtonData; className?: string }) {
  const key = safeKey(button.bgColorData?.bgKey) ?? "primary";
  const variant = ["primary", "secondary", "text"].includes(key) ? key : "custom";
  const classes = [
    "btn",
    `btn-${variant}`,
    variant === "custom" ? bgClasses(button.bgColorData) : "",
    button.textColor && safeKey(button.textColor) ? `text-${safeKey(button.textColor)}` : "",
    className ?? "",
  ]
    .filter(Boolean)
    .join(" ");
  const icon = button.icon ? (
    <ResponsiveImage image={button.icon} width={20} height={20} className="btn-icon" />
  ) : null;
  return (
    <ActionLink action={button.action} className={classes} disabled={button.disabled}>
      {!button.textAfterIcon && button.icon ? null : icon}
      {button.buttonText ? <span>{button.buttonText}</span> : null}
      {!button.textAfterIcon && button.icon ? icon : null}
    </ActionLink>
  );
}
