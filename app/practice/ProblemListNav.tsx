import { Link } from "@remix-run/react";
import type { ProblemListNav as Nav } from "~/contract/widgets/code-editor";

/**
 * Back to the list the learner came from (with its filter), the problem's place in it, and the
 * previous and next problem of that list (issue 44). Links: they work before any JavaScript.
 */
export function ProblemListNav({ nav }: { nav: Nav }) {
  return (
    <nav className="practice__listNav" aria-label="Problem list">
      <Link to={nav.listUri} className="practice__listBack">
        <span aria-hidden="true">← </span>Problems
      </Link>
      {nav.position && nav.total ? (
        <span className="practice__listPlace">
          {nav.position} of {nav.total}
        </span>
      ) : null}
      <span className="practice__spacer" />
      {nav.previous ? (
        <Link
          to={nav.previous.uri}
          rel="prev"
          className="practice__listStep"
          aria-label={`Previous problem: ${nav.previous.title}`}
          title={nav.previous.title}
        >
          <span aria-hidden="true">‹ </span>Previous
        </Link>
      ) : null}
      {nav.next ? (
        <Link
          to={nav.next.uri}
          rel="next"
          className="practice__listStep"
          aria-label={`Next problem: ${nav.next.title}`}
          title={nav.next.title}
        >
          Next<span aria-hidden="true"> ›</span>
        </Link>
      ) : null}
    </nav>
  );
}
