import type { ProblemRecord } from "../problem-types";
import { code, hidden, sample } from "./shared";

/**
 * The SQL problems. Each setup is valid in SQLite and PostgreSQL alike (INTEGER and TEXT
 * columns, no AUTOINCREMENT or SERIAL); the input is empty and the expected output is the result
 * rows, columns joined by "|", NULL as an empty cell, in the order the statement asks for.
 */

const EMPLOYEES_SQL = code`
CREATE TABLE departments (id INTEGER PRIMARY KEY, name TEXT NOT NULL);
CREATE TABLE employees (id INTEGER PRIMARY KEY, name TEXT NOT NULL, department_id INTEGER, salary INTEGER NOT NULL);
INSERT INTO departments (id, name) VALUES (1, 'Data'), (2, 'Design'), (3, 'Product'), (4, 'Sales'), (5, 'Support');
INSERT INTO employees (id, name, department_id, salary) VALUES
  (1, 'Asha', 1, 120), (2, 'Ravi', 1, 95), (3, 'Meera', 2, 110), (4, 'Kabir', 3, 150),
  (5, 'Ishaan', 3, 90), (6, 'Tara', 2, 80), (7, 'Dev', NULL, 70), (8, 'Nisha', 5, 190);
`;

const SUBMISSIONS_SQL = code`
CREATE TABLE students (id INTEGER PRIMARY KEY, name TEXT NOT NULL);
CREATE TABLE submissions (id INTEGER PRIMARY KEY, student_id INTEGER NOT NULL, problem TEXT NOT NULL, passed INTEGER NOT NULL);
INSERT INTO students (id, name) VALUES (1, 'Asha'), (2, 'Ravi'), (3, 'Meera'), (4, 'Kabir'), (5, 'Tara');
INSERT INTO submissions (id, student_id, problem, passed) VALUES
  (1, 1, 'two-sum', 1), (2, 1, 'reverse', 0), (3, 3, 'two-sum', 0), (4, 4, 'reverse', 1),
  (5, 4, 'two-sum', 1), (6, 3, 'vowels', 0);
`;

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

const TOP_DEPARTMENTS_ROWS = "Product|240\nData|215\nDesign|190\nSupport|190";
const NEVER_PASSED_ROWS = "Meera|2\nRavi|0\nTara|0";

export const SQL_PROBLEMS: ProblemRecord[] = [
  {
    id: "top-earning-department",
    title: "SQL: top-earning departments",
    difficulty: "MEDIUM",
    statement: [
      "The tables departments(id, name) and employees(id, name, department_id, salary) are given; an employee's department_id may be NULL. Print every department that has at least one employee, with the total of its employees' salaries.",
      "Order the rows by the total, highest first; departments with the same total come in alphabetical order of their names. Output: one row per department, name and total (name|total).",
    ],
    constraints: [
      "Employees without a department are left out.",
      "Departments without employees are left out.",
      "Use ORDER BY: the rows must come in exactly the asked order.",
    ],
    tags: ["SQL", "Aggregation", "Joins"],
    sqlSetup: EMPLOYEES_SQL,
    starterCode: {
      sqlite: code`
-- departments(id, name), employees(id, name, department_id, salary)
-- your query here: name and total per department, ORDER BY total DESC, name
SELECT name FROM departments;
`,
      psql: code`
-- departments(id, name), employees(id, name, department_id, salary)
-- your query here: name and total per department, ORDER BY total DESC, name
SELECT name FROM departments;
`,
    },
    referenceSolutions: { sqlite: TOP_DEPARTMENTS, psql: TOP_DEPARTMENTS },
    testCases: [sample("", TOP_DEPARTMENTS_ROWS), hidden("", TOP_DEPARTMENTS_ROWS)],
    hints: [
      {
        id: "h1",
        content: "JOIN employees to departments on employees.department_id = departments.id.",
      },
      { id: "h2", content: "GROUP BY the department and SUM the salaries." },
      {
        id: "h3",
        content: "ORDER BY the total descending, then by the department name for the ties.",
      },
    ],
  },
  {
    id: "students-without-submissions",
    title: "SQL: students who never passed",
    difficulty: "HARD",
    statement: [
      "The tables students(id, name) and submissions(id, student_id, problem, passed) are given; passed is 1 for a passing submission and 0 otherwise. Print the students who have no passing submission, including those who never submitted, with how many submissions each made.",
      "Order the rows by the student's name. Output: one row per student, name and number of submissions (name|submissions), 0 for a student who never submitted.",
    ],
    constraints: [
      "Every student appears at most once.",
      "Students without any submission must be kept (their count is 0).",
      "Use ORDER BY: the rows must come in exactly the asked order.",
    ],
    tags: ["SQL", "Joins", "Aggregation"],
    sqlSetup: SUBMISSIONS_SQL,
    starterCode: {
      sqlite: code`
-- students(id, name), submissions(id, student_id, problem, passed)
-- your query here: name and submission count, ORDER BY name
SELECT name FROM students;
`,
      psql: code`
-- students(id, name), submissions(id, student_id, problem, passed)
-- your query here: name and submission count, ORDER BY name
SELECT name FROM students;
`,
    },
    referenceSolutions: { sqlite: NEVER_PASSED, psql: NEVER_PASSED },
    testCases: [sample("", NEVER_PASSED_ROWS), hidden("", NEVER_PASSED_ROWS)],
    hints: [
      {
        id: "h1",
        content:
          "A LEFT JOIN keeps students with no submissions (their submission columns are NULL).",
      },
      {
        id: "h2",
        content:
          "GROUP BY the student: COUNT(sub.id) counts the submissions (NULLs are not counted), SUM(sub.passed) the passing ones.",
      },
      {
        id: "h3",
        content: "HAVING COALESCE(SUM(sub.passed), 0) = 0 keeps the students who never passed.",
      },
    ],
  },
];
