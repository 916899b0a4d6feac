import { Link, useLocation } from "@remix-run/react";

interface StepNoticeProps {
  title: string;
  message: string;
  /** A failure worth retrying offers a reload; a dead end offers the programmes. */
  retry?: boolean;
}

/** A purchase step that cannot go on: what happened and the way out. */
export function StepNotice({ title, message, retry = false }: StepNoticeProps) {
  const location = useLocation();
  return (
    <div className="commerce__page">
      <div className={`commerce__card commerce__narrow`} role="alert">
        <h1 className="commerce__cardTitle">{title}</h1>
        <p className="commerce__lead">{message}</p>
        <div className="button-row">
          {retry ? (
            <Link
              to={`${location.pathname}${location.search}`}
              reloadDocument
              className="btn btn-primary"
            >
              Try again
            </Link>
          ) : null}
          <Link to="/#programmes" className={`btn ${retry ? "btn-secondary" : "btn-primary"}`}>
            Browse programmes
          </Link>
        </div>
      </div>
    </div>
  );
}
