import { ActionLink } from "~/actions/ActionLink";
import type { BottomNavButton, BottomNavigationBar } from "~/contract/frame";
import { ResponsiveImage } from "~/widgets/shared/ResponsiveImage";
import { bgClasses } from "~/widgets/shared/bg";
import { cx } from "./button-look";

/** Spec 01 section 9: bottom navigation bar 56 px. */
export const BOTTOM_NAV_BAR_HEIGHT = 56;

export interface BottomNavBarProps {
  /** pageData.bottomNavigationBar {leftButton, rightButton}. */
  bar: BottomNavigationBar | undefined;
  className?: string;
}

function hasContent(button: BottomNavButton | undefined): button is BottomNavButton {
  return !!(button?.text?.trim() || button?.subText?.trim());
}

function NavButton({ button, side }: { button: BottomNavButton; side: "left" | "right" }) {
  const text = button.text?.trim();
  const subText = button.subText?.trim();
  return (
    <ActionLink
      action={button.action}
      disabled={button.disabled}
      className={cx(
        "bottom-nav-bar__button",
        `bottom-nav-bar__${side}`,
        bgClasses(button.bgColorData),
      )}
    >
      {button.icon && side === "left" ? (
        <ResponsiveImage
          image={button.icon}
          width={20}
          height={20}
          className="bottom-nav-bar__icon"
        />
      ) : null}
      <span className="bottom-nav-bar__texts">
        {/* One line each in the 56 px bar: a cut text keeps its whole self in a title. */}
        {text ? (
          <span className="bottom-nav-bar__text" title={text}>
            {text}
          </span>
        ) : null}
        {subText ? (
          <span className="bottom-nav-bar__subText" title={subText}>
            {subText}
          </span>
        ) : null}
      </span>
      {button.icon && side === "right" ? (
        <ResponsiveImage
          image={button.icon}
          width={20}
          height={20}
          className="bottom-nav-bar__icon"
        />
      ) : null}
    </ActionLink>
  );
}

/**
 * Spec 01 section 2.3: a bar fixed at the bottom with a left and a right button, each with text
 * and subtext (e.g. previous and next lesson). A spacer of the bar's height keeps the end of the
 * page from hiding behind it. Nothing when neither button has text.
 */
export function BottomNavBar({ bar, className }: BottomNavBarProps) {
  const left = hasContent(bar?.leftButton) ? bar?.leftButton : undefined;
  const right = hasContent(bar?.rightButton) ? bar?.rightButton : undefined;
  if (!left && !right) return null;
  return (
    <>
      <div className="bottom-nav-bar__spacer" aria-hidden="true" />
      <nav
        className={cx("bottom-nav-bar__bar", className)}
        aria-label="Page steps"
        data-frame="bottom-nav-bar"
      >
        {left ? <NavButton button={left} side="left" /> : <span />}
        {right ? <NavButton button={right} side="right" /> : <span />}
      </nav>
    </>
  );
}
