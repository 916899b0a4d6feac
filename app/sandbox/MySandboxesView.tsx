import { SANDBOX_PAGE_PREFIX } from "~/contract/sandbox-values";
import { MY_SANDBOXES_TEXTS } from "~/contract/my-sandboxes";
import table from "~/ui/DataTable.module.css";

/** One row as the BFF's loader gives it (server/bff/sandbox/my-sandboxes.server.ts). */
export interface MySandboxRowView {
  sandboxId: string;
  title: string;
  language: string;
  changedAt: string;
  changedText: string;
  path: string;
}

/** The seeded sandbox the empty state points to. */
const FIRST_SANDBOX = `${SANDBOX_PAGE_PREFIX}python-project`;

/**
 * /user/sandboxes: the learner's sandboxes (name, language, last changed, open link), or the
 * empty state. Server-rendered links only: it works the same without JavaScript.
 */
export function MySandboxesView({
  sandboxes,
  loadError,
}: {
  sandboxes: MySandboxRowView[];
  loadError?: string;
}) {
  return (
    <main className="my-sandboxes__page">
      <h1 className="my-sandboxes__heading">{MY_SANDBOXES_TEXTS.title}</h1>
      <p className="my-sandboxes__intro">{MY_SANDBOXES_TEXTS.intro}</p>
      {loadError ? (
        <p className="my-sandboxes__error" role="alert">
          {loadError}
        </p>
      ) : sandboxes.length === 0 ? (
        <div className="my-sandboxes__empty" data-my-sandboxes-empty="">
          <p>{MY_SANDBOXES_TEXTS.empty}</p>
          <p>
            <a href={FIRST_SANDBOX}>{MY_SANDBOXES_TEXTS.browse}</a>
          </p>
        </div>
      ) : (
        <div
          className={table.scroll}
          role="region"
          aria-label={MY_SANDBOXES_TEXTS.title}
          tabIndex={0}
        >
          <table className={table.table}>
            <caption className="visually-hidden">{MY_SANDBOXES_TEXTS.intro}</caption>
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Language</th>
                <th scope="col">Last changed</th>
                <th scope="col">
                  <span className="visually-hidden">Open</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {sandboxes.map((row) => (
                <tr key={row.sandboxId} data-my-sandbox={row.sandboxId}>
                  <td className="my-sandboxes__name">{row.title}</td>
                  <td>{row.language}</td>
                  <td>
                    <time dateTime={row.changedAt}>{row.changedText}</time>
                  </td>
                  <td>
                    <a
                      href={row.path}
                      className="my-sandboxes__open"
                      aria-label={`Open ${row.title}`}
                    >
                      Open
                    </a>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </main>
  );
}
