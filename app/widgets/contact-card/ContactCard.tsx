import { CONTACT_CARD_LABELS, mailtoOf, telOf } from "~/contract/widgets/contact-card-look";
import type { ContactCardData } from "~/contract/widgets/contact-card";
import { ButtonView } from "~/widgets/shared/ButtonView";
import { ResponsiveImage } from "~/widgets/shared/ResponsiveImage";
import type { WidgetProps } from "~/widgets/types";

/** A contact: photo, h3 name, role, and an <address> whose details are a labelled list. */
export function ContactCard({ data }: WidgetProps<ContactCardData>) {
  const mailto = mailtoOf(data.email);
  const tel = telOf(data.phone);
  const rows = [
    data.email
      ? {
          label: CONTACT_CARD_LABELS.email,
          value: mailto ? <a href={mailto}>{data.email}</a> : data.email,
        }
      : null,
    data.phone
      ? {
          label: CONTACT_CARD_LABELS.phone,
          value: tel ? <a href={tel}>{data.phone}</a> : data.phone,
        }
      : null,
    data.location ? { label: CONTACT_CARD_LABELS.location, value: data.location } : null,
    data.hours ? { label: CONTACT_CARD_LABELS.hours, value: data.hours } : null,
  ].filter((row) => row !== null);
  return (
    <article className="contact-card__card">
      <div className="contact-card__who">
        {data.image ? (
          <ResponsiveImage
            image={{ ...data.image, altText: data.image.altText ?? "" }}
            width={64}
            height={64}
            className="contact-card__photo"
          />
        ) : null}
        <div>
          <h3 className="contact-card__name">{data.name}</h3>
          {data.role ? <p className="contact-card__role">{data.role}</p> : null}
        </div>
      </div>
      {rows.length ? (
        <address className="contact-card__address">
          <dl className="contact-card__details">
            {rows.map((row) => (
              <div key={row.label} className="contact-card__row">
                <dt>{row.label}</dt>
                <dd>{row.value}</dd>
              </div>
            ))}
          </dl>
        </address>
      ) : null}
      {data.buttonDataList?.length ? (
        <div className="button-row">
          {data.buttonDataList.map((button, i) => (
            <ButtonView key={i} button={button} />
          ))}
        </div>
      ) : null}
    </article>
  );
}
