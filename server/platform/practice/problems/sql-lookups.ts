import type { ProblemRecord } from "../problem-types";
import { code } from "./shared";
import { sqlCase, sqlProblem, table } from "./sql-data";

/** SQL joins that look rows up in another table (or the same one), keeping the unmatched ones when asked. */
const DEPARTMENTS = table(
  "departments",
  [
    ["id", "INTEGER"],
    ["name", "TEXT"],
  ],
  [
    [1, "Data"],
    [2, "Design"],
    [3, "Product"],
  ],
);
const CUSTOMERS = table(
  "customers",
  [
    ["id", "INTEGER"],
    ["name", "TEXT"],
    ["city", "TEXT"],
  ],
  [
    [1, "Asha", "Pune"],
    [2, "Ravi", "Delhi"],
    [3, "Meera", "Pune"],
    [4, "Kabir", null],
    [5, "Tara", "Delhi"],
  ],
);

export const SQL_LOOKUP_PROBLEMS: ProblemRecord[] = [
  sqlProblem({
    id: "employees-and-their-departments",
    title: "SQL: employees and their departments",
    difficulty: "EASY",
    statement: [
      "The tables departments(id, name) and employees(id, name, department_id) are given; an employee's department_id may be NULL. Print each employee who has a department, with the department's name.",
      "Order the rows by the employee's name. Output: the columns employee and department.",
    ],
    constraints: ["Employees without a department are left out.", "Employee names are unique."],
    tags: ["SQL", "Joins"],
    starter: code`
-- departments(id, name), employees(id, name, department_id)
-- your query here: employee and department, ORDER BY employee
SELECT name AS employee FROM employees;
`,
    solution: code`
SELECT e.name AS employee, d.name AS department
FROM employees e
JOIN departments d ON d.id = e.department_id
ORDER BY e.name;
`,
    testCases: [
      sqlCase(
        true,
        [
          DEPARTMENTS,
          table(
            "employees",
            [
              ["id", "INTEGER"],
              ["name", "TEXT"],
              ["department_id", "INTEGER"],
            ],
            [
              [1, "Asha", 1],
              [2, "Ravi", 3],
              [3, "Meera", 2],
              [4, "Dev", null],
              [5, "Tara", 1],
            ],
          ),
        ],
        ["employee", "department"],
        [
          ["Asha", "Data"],
          ["Meera", "Design"],
          ["Ravi", "Product"],
          ["Tara", "Data"],
        ],
      ),
      sqlCase(
        false,
        [
          DEPARTMENTS,
          table(
            "employees",
            [
              ["id", "INTEGER"],
              ["name", "TEXT"],
              ["department_id", "INTEGER"],
            ],
            [[1, "Zoya", null]],
          ),
        ],
        ["employee", "department"],
        [],
      ),
      sqlCase(
        false,
        [
          DEPARTMENTS,
          table(
            "employees",
            [
              ["id", "INTEGER"],
              ["name", "TEXT"],
              ["department_id", "INTEGER"],
            ],
            [
              [1, "Nisha", 3],
              [2, "Arun", 3],
              [3, "Ben", 2],
            ],
          ),
        ],
        ["employee", "department"],
        [
          ["Arun", "Product"],
          ["Ben", "Design"],
          ["Nisha", "Product"],
        ],
      ),
    ],
    hints: [
      "JOIN employees to departments on employees.department_id = departments.id.",
      "An inner JOIN leaves out employees whose department_id is NULL: that is what is asked.",
      "Name the columns with AS, and ORDER BY the employee's name.",
    ],
  }),
  sqlProblem({
    id: "customers-who-never-ordered",
    title: "SQL: customers who never ordered",
    difficulty: "EASY",
    statement: [
      "The tables customers(id, name, city) and orders(id, customer_id, amount) are given. Print the customers who have no order at all.",
      "Order the rows by name. Output: the column name.",
    ],
    constraints: ["Customer names are unique.", "Every order's customer_id is a customer's id."],
    tags: ["SQL", "Joins"],
    starter: code`
-- customers(id, name, city), orders(id, customer_id, amount)
-- your query here: the names of customers without orders, ORDER BY name
SELECT name FROM customers;
`,
    solution: code`
SELECT c.name
FROM customers c
LEFT JOIN orders o ON o.customer_id = c.id
WHERE o.id IS NULL
ORDER BY c.name;
`,
    testCases: [
      sqlCase(
        true,
        [
          CUSTOMERS,
          table(
            "orders",
            [
              ["id", "INTEGER"],
              ["customer_id", "INTEGER"],
              ["amount", "INTEGER"],
            ],
            [
              [1, 1, 300],
              [2, 3, 120],
              [3, 1, 80],
            ],
          ),
        ],
        ["name"],
        [["Kabir"], ["Ravi"], ["Tara"]],
      ),
      sqlCase(
        false,
        [
          CUSTOMERS,
          table(
            "orders",
            [
              ["id", "INTEGER"],
              ["customer_id", "INTEGER"],
              ["amount", "INTEGER"],
            ],
            [
              [1, 1, 5],
              [2, 2, 5],
              [3, 3, 5],
              [4, 4, 5],
              [5, 5, 5],
            ],
          ),
        ],
        ["name"],
        [],
      ),
      sqlCase(
        false,
        [
          CUSTOMERS,
          table(
            "orders",
            [
              ["id", "INTEGER"],
              ["customer_id", "INTEGER"],
              ["amount", "INTEGER"],
            ],
            [],
          ),
        ],
        ["name"],
        [["Asha"], ["Kabir"], ["Meera"], ["Ravi"], ["Tara"]],
      ),
    ],
    hints: [
      "A LEFT JOIN keeps every customer; where no order matches, the order's columns are NULL.",
      "Keep the rows WHERE o.id IS NULL (not = NULL: a comparison with NULL is never true).",
      "NOT EXISTS (SELECT 1 FROM orders o WHERE o.customer_id = c.id) works too.",
    ],
  }),
  sqlProblem({
    id: "employees-and-managers",
    title: "SQL: each employee's manager",
    difficulty: "MEDIUM",
    statement: [
      "The table staff(id, name, manager_id) lists everyone in a company; manager_id is the id of the person's manager, or NULL for the person at the top. Print every person with their manager's name.",
      "Order the rows by the person's name. Output: the columns employee and manager; the manager is NULL for the person at the top.",
    ],
    constraints: [
      "Names are unique.",
      "Every manager_id that is not NULL is the id of someone in staff.",
    ],
    tags: ["SQL", "Joins"],
    starter: code`
-- staff(id, name, manager_id)
-- your query here: employee and manager, ORDER BY employee
SELECT name AS employee FROM staff;
`,
    solution: code`
SELECT s.name AS employee, m.name AS manager
FROM staff s
LEFT JOIN staff m ON m.id = s.manager_id
ORDER BY s.name;
`,
    testCases: [
      sqlCase(
        true,
        [
          table(
            "staff",
            [
              ["id", "INTEGER"],
              ["name", "TEXT"],
              ["manager_id", "INTEGER"],
            ],
            [
              [1, "Asha", null],
              [2, "Ravi", 1],
              [3, "Meera", 1],
              [4, "Kabir", 2],
              [5, "Tara", 2],
            ],
          ),
        ],
        ["employee", "manager"],
        [
          ["Asha", null],
          ["Kabir", "Ravi"],
          ["Meera", "Asha"],
          ["Ravi", "Asha"],
          ["Tara", "Ravi"],
        ],
      ),
      sqlCase(
        false,
        [
          table(
            "staff",
            [
              ["id", "INTEGER"],
              ["name", "TEXT"],
              ["manager_id", "INTEGER"],
            ],
            [[1, "Solo", null]],
          ),
        ],
        ["employee", "manager"],
        [["Solo", null]],
      ),
      sqlCase(
        false,
        [
          table(
            "staff",
            [
              ["id", "INTEGER"],
              ["name", "TEXT"],
              ["manager_id", "INTEGER"],
            ],
            [
              [1, "Zed", 3],
              [2, "Amy", 3],
              [3, "Mo", null],
              [4, "Lin", 2],
            ],
          ),
        ],
        ["employee", "manager"],
        [
          ["Amy", "Mo"],
          ["Lin", "Amy"],
          ["Mo", null],
          ["Zed", "Mo"],
        ],
      ),
    ],
    hints: [
      "Join the table to itself: one copy for the employee, one (with another alias) for the manager.",
      "A LEFT JOIN keeps the person at the top, whose manager_id is NULL: their manager column is NULL.",
      "ON m.id = s.manager_id: the manager's id is the employee's manager_id.",
    ],
  }),
];
