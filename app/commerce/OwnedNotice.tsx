import { Link } from "@remix-run/react";

interface OwnedNoticeProps {
  title: string;
  message: string;
  itemName?: string;
  pageUri: string;
}

/**
 * A purchase step for a programme the learner owns already (issue 30): nothing to buy or pay,
 * the contract's text, the way to the programme and to My Courses.
 */
export function OwnedNotice({ title, message, itemName, pageUri }: OwnedNoticeProps) {
  return (
    <div className="commerce__page" data-owned="true">
      <div className={`commerce__card commerce__narrow`} role="status">
        <h1 className="commerce__cardTitle">{title}</h1>
        <p className="commerce__lead">
          {message}
          {itemName ? `: ${itemName}.` : "."}
        </p>
        <div className="button-row">
          <Link to={pageUri} className="btn btn-primary">
            Go to the programme
          </Link>
          <Link to="/my-courses" className="btn btn-secondary">
            My Courses
          </Link>
        </div>
      </div>
    </div>
  );
}
