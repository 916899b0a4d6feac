import type { ProblemRecord } from "../problem-types";
import { code } from "./shared";
import { sqlCase, sqlProblem, table } from "./sql-data";

/** SQL window functions: running totals, ranks within groups and the previous row's value. */

export const SQL_WINDOW_PROBLEMS: ProblemRecord[] = [
  sqlProblem({
    id: "running-total-of-sales",
    title: "SQL: running total of sales",
    difficulty: "MEDIUM",
    statement: [
      "The table sales(id, day, amount) holds one row per day (day as YYYY-MM-DD text, each day once). Print every day with its amount and the running total: the sum of the amounts of that day and all days before it.",
      "Order the rows by day. Output: the columns day, amount and running_total.",
    ],
    constraints: [
      "Days are unique and written YYYY-MM-DD, so their text order is their date order.",
      "Use a window function: SUM(...) OVER (ORDER BY ...).",
    ],
    tags: ["SQL", "Window functions", "Aggregation"],
    starter: code`
-- sales(id, day, amount)
-- your query here: day, amount, running_total; ORDER BY day
SELECT day, amount FROM sales ORDER BY day;
`,
    solution: code`
SELECT day, amount, SUM(amount) OVER (ORDER BY day) AS running_total
FROM sales
ORDER BY day;
`,
    testCases: [
      sqlCase(
        true,
        [
          table(
            "sales",
            [
              ["id", "INTEGER"],
              ["day", "TEXT"],
              ["amount", "INTEGER"],
            ],
            [
              [1, "2026-03-01", 120],
              [2, "2026-03-03", 80],
              [3, "2026-03-02", 40],
              [4, "2026-03-04", 200],
            ],
          ),
        ],
        ["day", "amount", "running_total"],
        [
          ["2026-03-01", 120, 120],
          ["2026-03-02", 40, 160],
          ["2026-03-03", 80, 240],
          ["2026-03-04", 200, 440],
        ],
      ),
      sqlCase(
        false,
        [
          table(
            "sales",
            [
              ["id", "INTEGER"],
              ["day", "TEXT"],
              ["amount", "INTEGER"],
            ],
            [[1, "2026-01-31", 5]],
          ),
        ],
        ["day", "amount", "running_total"],
        [["2026-01-31", 5, 5]],
      ),
      sqlCase(
        false,
        [
          table(
            "sales",
            [
              ["id", "INTEGER"],
              ["day", "TEXT"],
              ["amount", "INTEGER"],
            ],
            [
              [1, "2025-12-31", 10],
              [2, "2026-01-01", -4],
              [3, "2026-01-02", 0],
              [4, "2025-12-30", 7],
            ],
          ),
        ],
        ["day", "amount", "running_total"],
        [
          ["2025-12-30", 7, 7],
          ["2025-12-31", 10, 17],
          ["2026-01-01", -4, 13],
          ["2026-01-02", 0, 13],
        ],
      ),
    ],
    hints: [
      "A window function computes a value per row from other rows, without grouping them into one.",
      "SUM(amount) OVER (ORDER BY day) adds the amounts of every row up to this one in day order.",
      "Still ORDER BY day at the end: the window's order does not order the output.",
    ],
  }),
  sqlProblem({
    id: "top-earners-per-department",
    title: "SQL: top earners in each department",
    difficulty: "HARD",
    statement: [
      "The table employees(id, name, department, salary) is given. For every department, print the employees with the highest salary in it (all of them when several share it).",
      "Order the rows by department, then by name. Output: the columns department, name and salary.",
    ],
    constraints: [
      "Every employee has a department.",
      "Use RANK() or a comparison with the department's MAX(salary).",
    ],
    tags: ["SQL", "Window functions"],
    starter: code`
-- employees(id, name, department, salary)
-- your query here: department, name, salary; ORDER BY department, name
SELECT department, name, salary FROM employees;
`,
    solution: code`
SELECT department, name, salary
FROM (
  SELECT department, name, salary,
    RANK() OVER (PARTITION BY department ORDER BY salary DESC) AS salary_rank
  FROM employees
) ranked
WHERE salary_rank = 1
ORDER BY department, name;
`,
    testCases: [
      sqlCase(
        true,
        [
          table(
            "employees",
            [
              ["id", "INTEGER"],
              ["name", "TEXT"],
              ["department", "TEXT"],
              ["salary", "INTEGER"],
            ],
            [
              [1, "Asha", "Data", 120],
              [2, "Ravi", "Data", 95],
              [3, "Meera", "Design", 110],
              [4, "Kabir", "Product", 150],
              [5, "Ishaan", "Product", 150],
              [6, "Tara", "Design", 80],
            ],
          ),
        ],
        ["department", "name", "salary"],
        [
          ["Data", "Asha", 120],
          ["Design", "Meera", 110],
          ["Product", "Ishaan", 150],
          ["Product", "Kabir", 150],
        ],
      ),
      sqlCase(
        false,
        [
          table(
            "employees",
            [
              ["id", "INTEGER"],
              ["name", "TEXT"],
              ["department", "TEXT"],
              ["salary", "INTEGER"],
            ],
            [[1, "Solo", "Ops", 10]],
          ),
        ],
        ["department", "name", "salary"],
        [["Ops", "Solo", 10]],
      ),
      sqlCase(
        false,
        [
          table(
            "employees",
            [
              ["id", "INTEGER"],
              ["name", "TEXT"],
              ["department", "TEXT"],
              ["salary", "INTEGER"],
            ],
            [
              [1, "B", "X", 5],
              [2, "A", "X", 5],
              [3, "C", "X", 5],
              [4, "D", "Y", 1],
              [5, "E", "Y", 2],
            ],
          ),
        ],
        ["department", "name", "salary"],
        [
          ["X", "A", 5],
          ["X", "B", 5],
          ["X", "C", 5],
          ["Y", "E", 2],
        ],
      ),
    ],
    hints: [
      "PARTITION BY department starts the ranking over in each department.",
      "RANK() OVER (PARTITION BY department ORDER BY salary DESC) gives 1 to every employee with the top salary, ties included.",
      "Rank in a subquery (with an alias), then keep the rows whose rank is 1.",
    ],
  }),
  sqlProblem({
    id: "month-over-month-change",
    title: "SQL: change from the previous month",
    difficulty: "HARD",
    statement: [
      "The table revenue(id, month, amount) holds one row per month (month as YYYY-MM text, each month once). Print every month with its amount and the change from the month before it in the table: this month's amount minus the previous one's.",
      "Order the rows by month. Output: the columns month, amount and change; the first month's change is NULL.",
    ],
    constraints: [
      "Months are unique and written YYYY-MM, so their text order is their date order.",
      "Use LAG(amount) OVER (ORDER BY month).",
    ],
    tags: ["SQL", "Window functions"],
    starter: code`
-- revenue(id, month, amount)
-- your query here: month, amount, change; ORDER BY month
SELECT month, amount FROM revenue ORDER BY month;
`,
    solution: code`
SELECT month, amount, amount - LAG(amount) OVER (ORDER BY month) AS change
FROM revenue
ORDER BY month;
`,
    testCases: [
      sqlCase(
        true,
        [
          table(
            "revenue",
            [
              ["id", "INTEGER"],
              ["month", "TEXT"],
              ["amount", "INTEGER"],
            ],
            [
              [1, "2026-01", 500],
              [2, "2026-02", 650],
              [3, "2026-04", 600],
              [4, "2026-03", 700],
            ],
          ),
        ],
        ["month", "amount", "change"],
        [
          ["2026-01", 500, null],
          ["2026-02", 650, 150],
          ["2026-03", 700, 50],
          ["2026-04", 600, -100],
        ],
      ),
      sqlCase(
        false,
        [
          table(
            "revenue",
            [
              ["id", "INTEGER"],
              ["month", "TEXT"],
              ["amount", "INTEGER"],
            ],
            [[1, "2025-12", 42]],
          ),
        ],
        ["month", "amount", "change"],
        [["2025-12", 42, null]],
      ),
      sqlCase(
        false,
        [
          table(
            "revenue",
            [
              ["id", "INTEGER"],
              ["month", "TEXT"],
              ["amount", "INTEGER"],
            ],
            [
              [1, "2025-11", 0],
              [2, "2025-10", 100],
              [3, "2025-12", 0],
              [4, "2026-01", -50],
            ],
          ),
        ],
        ["month", "amount", "change"],
        [
          ["2025-10", 100, null],
          ["2025-11", 0, -100],
          ["2025-12", 0, 0],
          ["2026-01", -50, -50],
        ],
      ),
    ],
    hints: [
      "LAG(amount) OVER (ORDER BY month) is the amount of the row before this one, in month order (NULL for the first).",
      "Subtract it from this row's amount; anything minus NULL is NULL, which is what the first month needs.",
      "Name the result with AS change and ORDER BY month.",
    ],
  }),
];
