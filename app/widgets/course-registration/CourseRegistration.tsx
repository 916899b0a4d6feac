import { useId, type ReactNode } from "react";
import { formatMoney } from "~/commerce/money";
import { dateTimeAttr, formatDate } from "~/contract/widgets/account-look";
import {
  COURSE_REGISTRATION_TEXTS as TEXTS,
  seatsText,
} from "~/contract/widgets/course-registration-look";
import type { CourseRegistrationData } from "~/contract/widgets/course-registration";
import { ButtonView } from "~/widgets/shared/ButtonView";
import type { WidgetProps } from "~/widgets/types";

function DateText({ iso }: { iso: string }) {
  return <time dateTime={dateTimeAttr(iso)}>{formatDate(iso)}</time>;
}

/**
 * COURSE_REGISTRATION: a cohort's dates, schedule, seats and fee, and the button that runs the
 * page's enrolment (or checkout) action: a form posting to the page route, so it works without
 * JavaScript. With no seats left it says "Sold out" and the button is disabled.
 */
export function CourseRegistration({ data }: WidgetProps<CourseRegistrationData>) {
  const titleId = `course-registration-${useId().replace(/:/g, "")}`;
  const soldOut = data.seatsLeft === 0;
  const facts: [string, ReactNode][] = [
    [
      TEXTS.dates,
      data.endDate ? (
        <>
          <DateText iso={data.startDate} /> to <DateText iso={data.endDate} />
        </>
      ) : (
        <DateText iso={data.startDate} />
      ),
    ],
  ];
  if (data.schedule) facts.push([TEXTS.schedule, data.schedule]);
  if (data.mode) facts.push([TEXTS.mode, data.mode]);
  const seats = seatsText(data.seatsLeft, data.seatsTotal);
  if (seats) facts.push([TEXTS.seats, soldOut ? TEXTS.soldOut : seats]);
  facts.push([
    TEXTS.price,
    data.price ? formatMoney(data.price, data.currency ?? "INR") : TEXTS.free,
  ]);
  if (data.registrationClosesOn) {
    facts.push([TEXTS.closes, <DateText key="closes" iso={data.registrationClosesOn} />]);
  }
  return (
    <section
      className="account-card__card"
      aria-labelledby={titleId}
      data-seats-left={data.seatsLeft}
    >
      <div>
        {data.cohortName ? <p className="account-card__kicker">{data.cohortName}</p> : null}
        <h3 id={titleId} className="account-card__title">
          {data.courseName}
        </h3>
      </div>
      <dl className="account-card__lines">
        {facts.map(([label, value]) => (
          <div key={label} className="account-card__group">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {data.highlights?.length ? (
        <ul className="account-card__checks">
          {data.highlights.map((line, i) => (
            <li key={i}>{line}</li>
          ))}
        </ul>
      ) : null}
      {soldOut ? <p className="account-card__alert">{TEXTS.soldOutNote}</p> : null}
      <div className="account-card__actions">
        <ButtonView
          button={{
            ...data.registerButton,
            buttonText: data.registerButton.buttonText ?? TEXTS.register,
            disabled: soldOut || data.registerButton.disabled,
          }}
        />
      </div>
    </section>
  );
}
