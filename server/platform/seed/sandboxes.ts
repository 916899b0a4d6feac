import type { SandboxRepository, SandboxRecord } from "../db/sandboxes";
import { NOTEBOOK_FILE_NAME } from "~/contract/sandbox-values";

/**
 * The seeded sandboxes, one of each type (issue 14): their slug is the page's last segment
 * (/web-sandbox/{slug}, /codesandbox/embed/{slug}). Seeded once; what authors publish since stays.
 */

const landingHtml = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Brewline — coffee, delivered</title>
    <link rel="stylesheet" href="styles.css" />
  </head>
  <body>
    <header class="hero">
      <p class="eyebrow">Fresh every Monday</p>
      <h1>Coffee beans from small farms, at your door.</h1>
      <p class="lead">Pick a roast, choose how often, and we do the rest.</p>
      <button id="cta" type="button">Start my subscription</button>
      <p id="cta-note" class="note" hidden>Great choice! Check your inbox to confirm.</p>
    </header>
    <section class="plans" aria-label="Plans">
      <article class="plan">
        <h2>Light</h2>
        <p>Fruity, bright, perfect for pour-over.</p>
        <p class="price">₹499 / bag</p>
      </article>
      <article class="plan featured">
        <h2>Medium</h2>
        <p>Chocolate and caramel, our best seller.</p>
        <p class="price">₹549 / bag</p>
      </article>
      <article class="plan">
        <h2>Dark</h2>
        <p>Bold and smoky, made for espresso.</p>
        <p class="price">₹579 / bag</p>
      </article>
    </section>
    <script src="script.js"></script>
  </body>
</html>
`;

const landingCss = `:root {
  --brand: #6b3fa0;
  --ink: #1f1a24;
  --paper: #fbf8ff;
}

* {
  box-sizing: border-box;
}

body {
  margin: 0;
  font-family: system-ui, sans-serif;
  color: var(--ink);
  background: var(--paper);
}

.hero {
  padding: 48px 24px;
  text-align: center;
}

.eyebrow {
  color: var(--brand);
  font-weight: 600;
  text-transform: uppercase;
  letter-spacing: 0.08em;
}

h1 {
  max-width: 18ch;
  margin: 8px auto;
  font-size: clamp(1.8rem, 5vw, 2.8rem);
}

.lead {
  color: #4d4656;
}

#cta {
  margin-top: 16px;
  padding: 12px 20px;
  border: 0;
  border-radius: 8px;
  color: white;
  background: var(--brand);
  font-size: 1rem;
  cursor: pointer;
}

.plans {
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(180px, 1fr));
  gap: 16px;
  padding: 0 24px 48px;
}

.plan {
  padding: 20px;
  border: 1px solid #e3dcec;
  border-radius: 12px;
  background: white;
}

.plan.featured {
  border-color: var(--brand);
  box-shadow: 0 6px 20px rgb(107 63 160 / 15%);
}

.price {
  font-weight: 700;
}
`;

const landingJs = `const button = document.getElementById("cta");
const note = document.getElementById("cta-note");

button.addEventListener("click", () => {
  note.hidden = false;
  button.textContent = "Subscribed!";
  console.log("Subscription started at", new Date().toLocaleTimeString());
});

// Highlight a plan when it is clicked.
for (const plan of document.querySelectorAll(".plan")) {
  plan.addEventListener("click", () => {
    document.querySelector(".plan.featured")?.classList.remove("featured");
    plan.classList.add("featured");
    console.log("Picked the", plan.querySelector("h2").textContent, "roast");
  });
}
`;

const projectMain = `"""A tiny grade book: reads scores, prints a report card."""
from grades import average, letter_grade
from report import format_row

STUDENTS = {
    "Asha": [92, 88, 95],
    "Rohan": [75, 81, 68],
    "Sara": [58, 64, 71],
}


def main():
    print("Report card")
    print("-" * 28)
    for name, scores in STUDENTS.items():
        mean = average(scores)
        print(format_row(name, mean, letter_grade(mean)))


main()
`;

const projectGrades = `"""Grade arithmetic, kept apart from printing so it is easy to test."""


def average(scores):
    if not scores:
        return 0.0
    return sum(scores) / len(scores)


def letter_grade(score):
    for cutoff, letter in ((90, "A"), (80, "B"), (70, "C"), (60, "D")):
        if score >= cutoff:
            return letter
    return "F"
`;

const projectReport = `"""How one line of the report card looks."""


def format_row(name, mean, letter):
    return f"{name:<8} {mean:6.1f}   {letter}"
`;

const sqlSchema = `-- Two tables: customers and the orders they place.
CREATE TABLE customers (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  city TEXT NOT NULL
);

CREATE TABLE orders (
  id INTEGER PRIMARY KEY,
  customer_id INTEGER NOT NULL REFERENCES customers(id),
  item TEXT NOT NULL,
  amount INTEGER NOT NULL
);
`;

const sqlData = `INSERT INTO customers (id, name, city) VALUES
  (1, 'Asha', 'Bengaluru'),
  (2, 'Rohan', 'Pune'),
  (3, 'Sara', 'Delhi'),
  (4, 'Wasim', 'Mumbai');

INSERT INTO orders (id, customer_id, item, amount) VALUES
  (1, 1, 'Notebook', 120),
  (2, 1, 'Pen set', 250),
  (3, 2, 'Backpack', 1400),
  (4, 3, 'Desk lamp', 900),
  (5, 3, 'Notebook', 120),
  (6, 3, 'Stapler', 180);
`;

const sqlQuery = `-- What did each customer spend? Customers without orders show 0.
SELECT c.name, c.city, COUNT(o.id) AS orders, COALESCE(SUM(o.amount), 0) AS total
FROM customers AS c
LEFT JOIN orders AS o ON o.customer_id = c.id
GROUP BY c.id
ORDER BY total DESC;
`;

/** A notebook cell in nbformat 4 (source as a list of lines, as Jupyter writes it). */
function cell(cellType: "markdown" | "code", text: string) {
  const lines = text.split("\n");
  const source = lines.map((line, i) => (i < lines.length - 1 ? `${line}\n` : line));
  return cellType === "markdown"
    ? { cell_type: "markdown", metadata: {}, source }
    : { cell_type: "code", execution_count: null, metadata: {}, outputs: [], source };
}

const listsNotebook = JSON.stringify(
  {
    nbformat: 4,
    nbformat_minor: 5,
    metadata: {
      kernelspec: { name: "python3", display_name: "Python 3", language: "python" },
      language_info: { name: "python" },
    },
    cells: [
      cell(
        "markdown",
        "# Python lists\n\nA list keeps items in order. Run each cell with **Shift+Enter**: later cells use the variables of earlier ones.",
      ),
      cell("code", 'fruits = ["apple", "banana", "cherry"]\nprint(len(fruits), "fruits")'),
      cell(
        "markdown",
        "## Adding and reading items\n\n`append` adds at the end; indexes start at 0, and `-1` is the last item.",
      ),
      cell("code", 'fruits.append("mango")\nprint(fruits[0], fruits[-1])'),
      cell("markdown", "## Slicing and comprehensions"),
      cell("code", "lengths = [len(fruit) for fruit in fruits]\nlengths[1:3]"),
      cell(
        "markdown",
        "## Tables\n\nA dict of lists (or a list of rows) on the last line of a cell shows as a table.",
      ),
      cell("code", '{"fruit": fruits, "letters": [len(fruit) for fruit in fruits]}'),
    ],
  },
  null,
  1,
);

const basicsMain = `# Python basics: variables, loops and functions.
import sys

# The name from the input (stdin), or "friend" when there is none.
name = sys.stdin.readline().strip() or "friend"
print(f"Hello, {name}!")


def squares(limit):
    return [n * n for n in range(1, limit + 1)]


for n, square in enumerate(squares(5), start=1):
    print(f"{n} squared is {square}")
`;

const SEEDED_AT = "2026-01-05T09:00:00.000Z";

export const SEED_SANDBOXES: ReadonlyArray<Omit<SandboxRecord, "version">> = [
  {
    id: "sbx-landing-page",
    slug: "landing-page",
    title: "Landing page",
    sandboxType: "WEB",
    entryFile: "index.html",
    files: [
      { fileName: "index.html", code: landingHtml },
      { fileName: "styles.css", code: landingCss },
      { fileName: "script.js", code: landingJs },
    ],
    publishedAt: SEEDED_AT,
  },
  {
    id: "sbx-python-project",
    slug: "python-project",
    title: "Grade book (multi-file Python)",
    sandboxType: "PLAYGROUND",
    entryFile: "main.py",
    languageId: "python3",
    files: [
      { fileName: "main.py", code: projectMain },
      { fileName: "grades.py", code: projectGrades },
      { fileName: "report.py", code: projectReport },
    ],
    publishedAt: SEEDED_AT,
  },
  {
    id: "sbx-sql-lesson",
    slug: "sql-lesson",
    title: "SQL joins: customers and orders",
    sandboxType: "LOCAL_SQL",
    entryFile: "query.sql",
    languageId: "sqlite",
    files: [
      { fileName: "schema.sql", code: sqlSchema },
      { fileName: "data.sql", code: sqlData },
      { fileName: "query.sql", code: sqlQuery },
    ],
    publishedAt: SEEDED_AT,
  },
  {
    id: "sbx-lists-notebook",
    slug: "lists-notebook",
    title: "Python lists (notebook)",
    sandboxType: "JUPYTER_NOTEBOOK",
    entryFile: NOTEBOOK_FILE_NAME,
    languageId: "python3",
    files: [{ fileName: NOTEBOOK_FILE_NAME, code: listsNotebook }],
    publishedAt: SEEDED_AT,
  },
  {
    id: "sbx-python-basics",
    slug: "python-basics",
    title: "Python basics",
    sandboxType: "PYTHON",
    entryFile: "main.py",
    languageId: "python3",
    files: [{ fileName: "main.py", code: basicsMain }],
    publishedAt: SEEDED_AT,
    // The sandbox of a problem: its author edits the metadata in the problem builder.
    problemId: "python-basics-problem",
    problemMetadata: {
      title: "Greet and square",
      difficulty: "EASY",
      statement:
        "Read a name from the input and greet it.\nThen print the squares of 1 to 5, one per line.",
      tags: ["python", "basics"],
    },
  },
];

/** Adds the seeded sandboxes that are missing; published versions are never overwritten. */
export function seedSandboxes(sandboxes: SandboxRepository): void {
  for (const sandbox of SEED_SANDBOXES) sandboxes.seed(sandbox);
}
