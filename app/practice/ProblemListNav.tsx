import { Link } from "@remix-run/react";
import type { ProblemListNav as Nav } from "~/contract/widgets/code-editor";
import styles from "./practice.module.css";

/**
 * Back to the list the learner came from (with its filter), the problem's place in it, and the
 * previous and next problem of that list (issue 44). Links: they work before any JavaScript.
 */
export function ProblemListNav({ nav }: { nav: Nav }) {
  return (
    <nav className={styles.listNav} aria-label="Problem list">
      <Link to={nav.listUri} className={styles.listBack}>
        <span aria-hidden="true">← </span>Problems
      </Link>
      {nav.position && nav.total ? (
        <span className={styles.listPlace}>
          {nav.position} of {nav.total}
        </span>
      ) : null}
      <span className={styles.spacer} />
      {nav.previous ? (
        <Link
          to={nav.previous.uri}
          rel="prev"
          className={styles.listStep}
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
          className={styles.listStep}
          aria-label={`Next problem: ${nav.next.title}`}
          title={nav.next.title}
        >
          Next<span aria-hidden="true"> ›</span>
        </Link>
      ) : null}
    </nav>
  );
}
