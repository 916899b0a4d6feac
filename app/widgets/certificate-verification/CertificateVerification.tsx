import { useId } from "react";
import { knownOr } from "~/contract/known";
import { dateTimeAttr, formatDate, wordsOf } from "~/contract/widgets/account-look";
import {
  CERTIFICATE_ID_EXAMPLE,
  CERTIFICATE_ID_INPUT_PATTERN,
  CERTIFICATE_QUERY_PARAM,
  CERTIFICATE_RESULT_LOOKS,
  CERTIFICATE_RESULT_STATUSES,
  CERTIFICATE_TEXTS as TEXTS,
  CERTIFICATE_VERIFY_PAGE,
} from "~/contract/widgets/certificate-verification-look";
import type { CertificateVerificationData } from "~/contract/widgets/certificate-verification";
import type { WidgetProps } from "~/widgets/types";
import { StatusBadge } from "../account-shared/StatusBadge";

type Result = NonNullable<CertificateVerificationData["result"]>;

function ResultView({ result, id }: { result: Result; id: string }) {
  const status = knownOr(CERTIFICATE_RESULT_STATUSES, result.status, "NOT_FOUND");
  const known = status === result.status;
  const look = known
    ? CERTIFICATE_RESULT_LOOKS[status]
    : {
        ...CERTIFICATE_RESULT_LOOKS.NOT_FOUND,
        label: wordsOf(result.status),
        icon: "info" as const,
      };
  const cert = result.certificate;
  return (
    <div
      className="certificate-verification__result"
      role="status"
      aria-labelledby={`${id}-result`}
    >
      <StatusBadge look={look} />
      <h3 id={`${id}-result`} className="account-card__title">
        {look.label}
      </h3>
      <p className="account-card__muted">{look.detail}</p>
      {cert ? (
        <dl className="account-card__lines">
          <div className="account-card__group">
            <dt>{TEXTS.holder}</dt>
            <dd>{cert.holderName}</dd>
          </div>
          <div className="account-card__group">
            <dt>{TEXTS.course}</dt>
            <dd>{cert.courseName}</dd>
          </div>
          <div className="account-card__group">
            <dt>{TEXTS.issued}</dt>
            <dd>
              <time dateTime={dateTimeAttr(cert.issuedOn)}>{formatDate(cert.issuedOn)}</time>
            </dd>
          </div>
          <div className="account-card__group">
            <dt>{TEXTS.id}</dt>
            <dd className="certificate-verification__code">{cert.certificateId}</dd>
          </div>
        </dl>
      ) : null}
    </div>
  );
}

/**
 * CERTIFICATE_VERIFICATION: a GET form for a certificate id (its format is the contract's); the
 * verification page shows what the platform found: holder, course and date of issue, or "not
 * found". A plain GET form, so it works without JavaScript and the result has an address.
 */
export function CertificateVerification({ data }: WidgetProps<CertificateVerificationData>) {
  const id = `certificate-${useId().replace(/:/g, "")}`;
  const asked = data.result?.certificateId ?? data.certificateId ?? "";
  return (
    <section className="account-card__card" aria-label={TEXTS.verify}>
      {data.intro ? <p className="account-card__muted">{data.intro}</p> : null}
      <form
        method="get"
        action={data.verifyPath ?? CERTIFICATE_VERIFY_PAGE}
        className="certificate-verification__form"
        role="search"
      >
        <div className="account-card__field">
          <label htmlFor={`${id}-input`}>{TEXTS.label}</label>
          <input
            id={`${id}-input`}
            name={CERTIFICATE_QUERY_PARAM}
            type="text"
            required
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={40}
            pattern={CERTIFICATE_ID_INPUT_PATTERN}
            placeholder={CERTIFICATE_ID_EXAMPLE}
            defaultValue={asked}
            className={`account-card__input certificate-verification__code`}
            aria-describedby={`${id}-hint`}
          />
          <p id={`${id}-hint`} className="account-card__note">
            {TEXTS.hint}
          </p>
        </div>
        <button type="submit" className="btn btn-primary">
          {TEXTS.verify}
        </button>
      </form>
      {data.result ? <ResultView result={data.result} id={id} /> : null}
    </section>
  );
}
