import { CALLOUT_TONE_LOOKS, calloutTone } from "~/contract/widgets/callout-look";
import type { CalloutData } from "~/contract/widgets/callout";
import { answerParagraphs } from "~/contract/widgets/faq-look";
import { ButtonView } from "~/widgets/shared/ButtonView";
import type { WidgetProps } from "~/widgets/types";

const TONE_CLASS = {
  INFO: `callout__info bg-blue-light`,
  SUCCESS: `callout__success bg-green-light`,
  WARNING: `callout__warning bg-yellow-light`,
  ERROR: `callout__error bg-pink-light`,
} as const;

/**
 * A note in a tone: the tone has its own icon shape and its word ("Warning:") is read first, so
 * the meaning is never carried by colour alone.
 */
export function Callout({ data }: WidgetProps<CalloutData>) {
  const tone = calloutTone(data.tone);
  const look = CALLOUT_TONE_LOOKS[tone];
  const paragraphs = answerParagraphs(data.text);
  const prefix = <span className="visually-hidden">{`${look.label}: `}</span>;
  return (
    <div role="note" className={`callout__callout ${TONE_CLASS[tone]}`}>
      <span className="callout__icon" aria-hidden="true">
        {look.icon}
      </span>
      <div className="callout__content">
        {data.title ? (
          <p className="callout__title">
            {prefix}
            {data.title}
          </p>
        ) : null}
        {paragraphs.map((paragraph, i) => (
          <p key={i} className="callout__text">
            {i === 0 && !data.title ? prefix : null}
            {paragraph}
          </p>
        ))}
        {data.buttonDataList?.length ? (
          <div className="button-row">
            {data.buttonDataList.map((button, i) => (
              <ButtonView key={i} button={button} />
            ))}
          </div>
        ) : null}
      </div>
    </div>
  );
}
