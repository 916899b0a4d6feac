import { ActionLink } from "~/actions/ActionLink";
import { isSafeHref } from "~/actions/link-target";
import type { WidgetProps } from "~/widgets/types";
import { ButtonView } from "~/widgets/shared/ButtonView";
import { ResponsiveImage } from "~/widgets/shared/ResponsiveImage";
import { displayDateTime } from "~/contract/widgets/display-time";
import { CERTIFICATE_PREVIEW_TEXTS as T } from "~/contract/widgets/certificate-preview-look";
import type { CertificatePreviewData } from "~/contract/widgets/certificate-preview";

/** A certificate drawn as a framed sheet, then its details, skills and actions. */
export function CertificatePreview({ data }: WidgetProps<CertificatePreviewData>) {
  const issued = displayDateTime(data.issuedOn, data.timeZone);
  const verify = data.verifyUrl && isSafeHref(data.verifyUrl) ? data.verifyUrl : undefined;
  return (
    <div className="certificate-preview__root">
      <figure className="certificate-preview__sheet">
        <div className="certificate-preview__frame">
          {data.issuerLogo ? (
            <ResponsiveImage
              image={{ ...data.issuerLogo, altText: data.issuerLogo.altText ?? data.issuer ?? "" }}
              width={120}
              height={40}
              className="certificate-preview__logo"
            />
          ) : data.issuer ? (
            <p className="certificate-preview__issuer">{data.issuer}</p>
          ) : null}
          <p className="certificate-preview__title">{data.certificateTitle || T.title}</p>
          <p className="certificate-preview__certifies">{T.certifies}</p>
          <h3 className="certificate-preview__recipient">{data.recipient}</h3>
          <p className="certificate-preview__certifies">{T.completed}</p>
          <p className="certificate-preview__course">{data.course}</p>
          {data.signatories?.length ? (
            <ul className="certificate-preview__signatories" aria-label={T.signedBy}>
              {data.signatories.map((person, i) => (
                <li key={i} className="certificate-preview__signatory">
                  <span className="certificate-preview__signature" aria-hidden="true">
                    {person.name}
                  </span>
                  <span className="certificate-preview__signName">{person.name}</span>
                  {person.title ? (
                    <span className="certificate-preview__signTitle">{person.title}</span>
                  ) : null}
                </li>
              ))}
            </ul>
          ) : null}
        </div>
        <figcaption className="visually-hidden">{`${data.certificateTitle || T.title}: ${data.recipient}, ${data.course}`}</figcaption>
      </figure>
      <div className="certificate-preview__side">
        <dl className="certificate-preview__details" aria-label={T.details}>
          {issued ? (
            <div>
              <dt>{T.issued}</dt>
              <dd>
                <time dateTime={issued.iso}>{issued.date}</time>
              </dd>
            </div>
          ) : null}
          {data.credentialId ? (
            <div>
              <dt>{T.credentialId}</dt>
              <dd className="certificate-preview__code">{data.credentialId}</dd>
            </div>
          ) : null}
        </dl>
        {data.skills?.length ? (
          <ul className={`tag-row certificate-preview__skills`} aria-label={T.skills}>
            {data.skills.map((skill, i) => (
              <li key={i} className="tag">
                {skill}
              </li>
            ))}
          </ul>
        ) : null}
        {verify ? (
          <ActionLink
            action={{ type: "NAVIGATION", uri: verify }}
            className="certificate-preview__verify"
          >
            {T.verify}
          </ActionLink>
        ) : null}
        {data.buttons?.length ? (
          <div className="button-row">
            {data.buttons.map((button, i) => (
              <ButtonView key={i} button={button} />
            ))}
          </div>
        ) : null}
      </div>
    </div>
  );
}
