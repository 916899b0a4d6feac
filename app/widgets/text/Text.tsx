import { ActionLink } from "~/actions/ActionLink";
import { hiddenOnDevices, textAlignOf, textStyleLook } from "~/contract/layout-values";
import type { TextData } from "~/contract/widgets/text";
import { safeKey } from "~/widgets/shared/bg";
import type { WidgetProps } from "~/widgets/types";

const HIDE_ON = {
  MOBILE: "text__hideMobile",
  TABLET: "text__hideTablet",
  DESKTOP: "text__hideDesktop",
};

/**
 * One text in a spec 01 text style: headings are h2-h6 (HEADING1 is an h2, the page title owns
 * the h1), the others paragraphs. `visibleOn` hides it on the other device classes with media
 * queries, so the server's HTML is right without JavaScript.
 */
export function Text({ data }: WidgetProps<TextData>) {
  const look = textStyleLook(data.textStyle);
  const Element = look.element;
  const colour = safeKey(data.textColor);
  const className = [
    "text__text",
    `text__${look.className}`,
    `text__${textAlignOf(data.alignment)}`,
    colour ? `text-${colour} text__keyed` : "",
    ...hiddenOnDevices(data.visibleOn).map((device) => HIDE_ON[device]),
  ]
    .filter(Boolean)
    .join(" ");
  return (
    <Element className={className}>
      {data.action ? (
        <ActionLink action={data.action} className="text__link">
          {data.text}
        </ActionLink>
      ) : (
        data.text
      )}
    </Element>
  );
}
