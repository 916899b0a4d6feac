import type { ProblemRecord } from "../problem-types";
import { code } from "./shared";
import { sqlCase, sqlProblem, table, type SqlData } from "./sql-data";

/** SQL problems about joins: matching rows across tables, keeping the unmatched ones. */

const departments = (rows: [number, string][]): SqlData =>
  table(
    "departments",
    [
      ["id", "INTEGER"],
      ["name", "TEXT"],
    ],
    rows,
  );
const employees = (rows: [number, string, number | null, number][]): SqlData =>
  table(
    "employees",
    [
      ["id", "INTEGER"],
      ["name", "TEXT"],
      ["department_id", "INTEGER"],
      ["salary", "INTEGER"],
    ],
    rows,
  );

const DEPARTMENTS = departments([
  [1, "Data"],
  [2, "Design"],
  [3, "Product"],
  [4, "Sales"],
  [5, "Support"],
]);
const EMPLOYEES = employees([
  [1, "Asha", 1, 120],
  [2, "Ravi", 1, 95],
  [3, "Meera", 2, 110],
  [4, "Kabir", 3, 150],
  [5, "Ishaan", 3, 90],
  [6, "Tara", 2, 80],
  [7, "Dev", null, 70],
  [8, "Nisha", 5, 190],
]);

const students = (rows: [number, string][]): SqlData =>
  table(
    "students",
    [
      ["id", "INTEGER"],
      ["name", "TEXT"],
    ],
    rows,
  );
const submissions = (rows: [number, number, string, number][]): SqlData =>
  table(
    "submissions",
    [
      ["id", "INTEGER"],
      ["student_id", "INTEGER"],
      ["problem", "TEXT"],
      ["passed", "INTEGER"],
    ],
    rows,
  );
const STUDENTS = students([
  [1, "Asha"],
  [2, "Ravi"],
  [3, "Meera"],
  [4, "Kabir"],
  [5, "Tara"],
]);

const TOP_DEPARTMENTS = code`
SELECT d.name, SUM(e.salary) AS total
FROM departments d
JOIN employees e ON e.department_id = d.id
GROUP BY d.id, d.name
ORDER BY total DESC, d.name;
`;

const NEVER_PASSED = code`
SELECT s.name, COUNT(sub.id) AS submissions
FROM students s
LEFT JOIN submissions sub ON sub.student_id = s.id
GROUP BY s.id, s.name
HAVING COALESCE(SUM(sub.passed), 0) = 0
ORDER BY s.name;
`;

export const SQL_JOIN_PROBLEMS: ProblemRecord[] = [
  sqlProblem({
    id: "top-earning-department",
    title: "SQL: top-earning departments",
    difficulty: "MEDIUM",
    statement: [
      "The tables departments(id, name) and employees(id, name, department_id, salary) are given; an employee's department_id may be NULL. Print every department that has at least one employee, with the total of its employees' salaries.",
      "Order the rows by the total, highest first; departments with the same total come in alphabetical order of their names. Output: one row per department, with the columns name and total.",
    ],
    constraints: [
      "Employees without a department are left out.",
      "Departments without employees are left out.",
      "Use ORDER BY: the rows must come in exactly the asked order.",
    ],
    tags: ["SQL", "Aggregation", "Joins"],
    starter: code`
-- departments(id, name), employees(id, name, department_id, salary)
-- your query here: name and total per department, ORDER BY total DESC, name
SELECT name FROM departments;
`,
    solution: TOP_DEPARTMENTS,
    testCases: [
      sqlCase(
        true,
        [DEPARTMENTS, EMPLOYEES],
        ["name", "total"],
        [
          ["Product", 240],
          ["Data", 215],
          ["Design", 190],
          ["Support", 190],
        ],
      ),
      sqlCase(false, [DEPARTMENTS, employees([[1, "Asha", null, 100]])], ["name", "total"], []),
      sqlCase(
        false,
        [
          departments([
            [1, "Zeta"],
            [2, "Alpha"],
          ]),
          employees([
            [1, "Asha", 1, 50],
            [2, "Ravi", 2, 20],
            [3, "Meera", 2, 30],
            [4, "Dev", null, 500],
          ]),
        ],
        ["name", "total"],
        [
          ["Alpha", 50],
          ["Zeta", 50],
        ],
      ),
    ],
    hints: [
      "JOIN employees to departments on employees.department_id = departments.id.",
      "GROUP BY the department and SUM the salaries.",
      "ORDER BY the total descending, then by the department name for the ties.",
    ],
  }),
  sqlProblem({
    id: "students-without-submissions",
    title: "SQL: students who never passed",
    difficulty: "HARD",
    statement: [
      "The tables students(id, name) and submissions(id, student_id, problem, passed) are given; passed is 1 for a passing submission and 0 otherwise. Print the students who have no passing submission, including those who never submitted, with how many submissions each made.",
      "Order the rows by the student's name. Output: one row per student, with the columns name and submissions (0 for a student who never submitted).",
    ],
    constraints: [
      "Every student appears at most once.",
      "Students without any submission must be kept (their count is 0).",
      "Use ORDER BY: the rows must come in exactly the asked order.",
    ],
    tags: ["SQL", "Joins", "Aggregation"],
    starter: code`
-- students(id, name), submissions(id, student_id, problem, passed)
-- your query here: name and submission count, ORDER BY name
SELECT name FROM students;
`,
    solution: NEVER_PASSED,
    testCases: [
      sqlCase(
        true,
        [
          STUDENTS,
          submissions([
            [1, 1, "two-sum", 1],
            [2, 1, "reverse", 0],
            [3, 3, "two-sum", 0],
            [4, 4, "reverse", 1],
            [5, 4, "two-sum", 1],
            [6, 3, "vowels", 0],
          ]),
        ],
        ["name", "submissions"],
        [
          ["Meera", 2],
          ["Ravi", 0],
          ["Tara", 0],
        ],
      ),
      sqlCase(
        false,
        [STUDENTS, submissions([])],
        ["name", "submissions"],
        [
          ["Asha", 0],
          ["Kabir", 0],
          ["Meera", 0],
          ["Ravi", 0],
          ["Tara", 0],
        ],
      ),
      sqlCase(
        false,
        [
          students([
            [1, "Asha"],
            [2, "Ravi"],
          ]),
          submissions([
            [1, 1, "a", 0],
            [2, 1, "b", 0],
            [3, 1, "c", 0],
            [4, 2, "a", 1],
          ]),
        ],
        ["name", "submissions"],
        [["Asha", 3]],
      ),
    ],
    hints: [
      "A LEFT JOIN keeps students with no submissions (their submission columns are NULL).",
      "GROUP BY the student: COUNT(sub.id) counts the submissions (NULLs are not counted), SUM(sub.passed) the passing ones.",
      "HAVING COALESCE(SUM(sub.passed), 0) = 0 keeps the students who never passed.",
    ],
  }),
];
