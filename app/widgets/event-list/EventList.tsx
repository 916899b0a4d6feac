import type { WidgetProps } from "~/widgets/types";
import { ButtonView } from "~/widgets/shared/ButtonView";
import { ResponsiveImage } from "~/widgets/shared/ResponsiveImage";
import { labelOf } from "~/contract/widgets/display-look";
import { displayDateTime } from "~/contract/widgets/display-time";
import { EVENT_FORMAT_LABELS, EVENT_LIST_TEXTS as T } from "~/contract/widgets/event-list-look";
import type { EventData, EventListData } from "~/contract/widgets/event-list";

/** "Tue, 8 Dec 2026, 19:30 to 21:00 IST", with both ends as <time>. */
function When({ event, timeZone }: { event: EventData; timeZone: string | undefined }) {
  const start = displayDateTime(event.startTime, timeZone);
  const end = displayDateTime(event.endTime, timeZone);
  if (!start) return null;
  const sameDay = end && end.date === start.date;
  return (
    <p className="event-list__when">
      <time dateTime={start.iso}>
        {sameDay ? `${start.date}, ${start.time.split(" ")[0]}` : `${start.date}, ${start.time}`}
      </time>
      {end ? (
        <>
          {" to "}
          <time dateTime={end.iso}>{sameDay ? end.time : `${end.date}, ${end.time}`}</time>
        </>
      ) : null}
    </p>
  );
}

/** Events in the order given (upcoming first), each with a calendar leaf and its details. */
export function EventList({ data }: WidgetProps<EventListData>) {
  if (!data.events.length) {
    return <p className="event-list__empty">{data.emptyText || T.empty}</p>;
  }
  return (
    <ol className="event-list__list">
      {data.events.map((event, i) => {
        const start = displayDateTime(event.startTime, data.timeZone);
        const format = labelOf(EVENT_FORMAT_LABELS, event.format);
        const facts = [format, event.location, event.price].filter(Boolean);
        return (
          <li key={i} className="event-list__event">
            {start ? (
              <div className="event-list__leaf" aria-hidden="true">
                <span className="event-list__leafMonth">{start.month}</span>
                <span className="event-list__leafDay">{start.day}</span>
                <span className="event-list__leafWeekday">{start.weekday}</span>
              </div>
            ) : null}
            <div className="event-list__body">
              <h3 className="event-list__title">{event.title}</h3>
              <When event={event} timeZone={data.timeZone} />
              {facts.length ? <p className="event-list__facts">{facts.join(" · ")}</p> : null}
              {event.host ? <p className="event-list__host">{T.hostedBy(event.host)}</p> : null}
              {event.summary ? <p className="event-list__summary">{event.summary}</p> : null}
              {event.seatsLeft !== undefined ? (
                <p className="event-list__seats">{T.seatsLeft(event.seatsLeft)}</p>
              ) : null}
              {event.buttons?.length ? (
                <div className={`button-row event-list__buttons`}>
                  {event.buttons.map((button, j) => (
                    <ButtonView key={j} button={button} />
                  ))}
                </div>
              ) : null}
            </div>
            {event.image ? (
              <div className="event-list__media">
                <ResponsiveImage image={event.image} width={240} height={135} />
              </div>
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}
