import { CONTACT_CARD_LABELS, mailtoOf, telOf } from "~/contract/widgets/contact-card-look";
import type { ContactCardData } from "~/contract/widgets/contact-card";
import { ButtonView } from "~/widgets/shared/ButtonView";
import { ResponsiveImage } from "~/widgets/shared/ResponsiveImage";
import type { WidgetProps } from "~/widgets/types";
import styles from "./ContactCard.module.css";

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
    <article className={styles.card}>
      <div className={styles.who}>
        {data.image ? (
          <ResponsiveImage
            image={{ ...data.image, altText: data.image.altText ?? "" }}
            width={64}
            height={64}
            className={styles.photo}
          />
        ) : null}
        <div>
          <h3 className={styles.name}>{data.name}</h3>
          {data.role ? <p className={styles.role}>{data.role}</p> : null}
        </div>
      </div>
      {rows.length ? (
        <address className={styles.address}>
          <dl className={styles.details}>
            {rows.map((row) => (
              <div key={row.label} className={styles.row}>
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
