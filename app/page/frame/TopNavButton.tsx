import { ActionLink } from "~/actions/ActionLink";
import type { TopNavButton as TopNavButtonData } from "~/contract/page";
import type { ServerAction } from "~/contract/primitives";
import { ResponsiveImage } from "~/widgets/shared/ResponsiveImage";
import { buttonLookClasses, cx } from "./button-look";
import { isNavigationAction } from "./timer-action";

export interface TopNavButtonProps {
  button: TopNavButtonData;
  /** True while this button's call runs: disabled, aria-busy, spinner (unless showLoader is false). */
  isLoading?: boolean;
  /**
   * Runs a non-navigation action in place; without it ActionLink renders the action (a form
   * posting it, with ActionButton's loader while the post runs).
   */
  onAction?: (action: ServerAction) => void;
  /** In the phones' three-dot menu: the text always shows (in the bar it folds to the icon). */
  inMenu?: boolean;
}

/** Spec 01 section 3 top bar button: text, icon LEFT (default) or RIGHT, loader while its call runs. */
export function TopNavButton({
  button,
  isLoading = false,
  onAction,
  inMenu = false,
}: TopNavButtonProps) {
  const text = button.text?.trim();
  const iconRight = button.iconPlacement === "RIGHT";
  const classes = cx(
    buttonLookClasses(button.bgColorData, "secondary"),
    "top-nav-button__button",
    button.icon && text && !inMenu ? "top-nav-button__collapsible" : "",
  );
  const icon = button.icon ? (
    <ResponsiveImage
      image={button.icon}
      width={20}
      height={20}
      className="top-nav-button__icon"
      eager
    />
  ) : null;
  const spinner =
    isLoading && button.showLoader !== false ? (
      <span className="top-nav-button__spinner" aria-hidden="true" />
    ) : null;
  const content = (
    <>
      {iconRight ? null : (spinner ?? icon)}
      {text ? <span className="top-nav-button__label">{text}</span> : null}
      {iconRight ? (spinner ?? icon) : null}
    </>
  );
  // An icon-only button still needs a name: the icon's alt text is it (ResponsiveImage alt).
  if (isLoading) {
    return (
      <button type="button" className={classes} disabled aria-busy="true" data-loading="true">
        {content}
      </button>
    );
  }
  const action = button.action;
  if (action && onAction && !isNavigationAction(action)) {
    return (
      <button type="button" className={classes} onClick={() => onAction(action)}>
        {content}
      </button>
    );
  }
  return (
    <ActionLink action={action} className={classes}>
      {content}
    </ActionLink>
  );
}
