import type { ProblemRecord } from "../problem-types";
import { code } from "./shared";
import { sqlCase, sqlProblem, table } from "./sql-data";

/** SQL aggregation: one row per group, with counts and sums, and groups filtered by HAVING. */
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
    [6, "Dev", "Pune"],
  ],
);

export const SQL_AGGREGATION_PROBLEMS: ProblemRecord[] = [
  sqlProblem({
    id: "orders-per-customer",
    title: "SQL: orders and spend per customer",
    difficulty: "EASY",
    statement: [
      "The tables customers(id, name, city) and orders(id, customer_id, amount) are given. For every customer with at least one order, print how many orders they placed and the sum of their amounts.",
      "Order the rows by the total, highest first, then by name. Output: the columns name, orders and total.",
    ],
    constraints: ["Customers without orders are left out.", "Customer names are unique."],
    tags: ["SQL", "Aggregation", "Joins"],
    starter: code`
-- customers(id, name, city), orders(id, customer_id, amount)
-- your query here: name, orders, total; ORDER BY total DESC, name
SELECT name FROM customers;
`,
    solution: code`
SELECT c.name, COUNT(*) AS orders, SUM(o.amount) AS total
FROM customers c
JOIN orders o ON o.customer_id = c.id
GROUP BY c.id, c.name
ORDER BY total DESC, c.name;
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
              [4, 5, 500],
              [5, 3, 260],
            ],
          ),
        ],
        ["name", "orders", "total"],
        [
          ["Tara", 1, 500],
          ["Asha", 2, 380],
          ["Meera", 2, 380],
        ],
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
              [1, 2, 10],
              [2, 4, 10],
              [3, 6, 10],
              [4, 6, 0],
            ],
          ),
        ],
        ["name", "orders", "total"],
        [
          ["Dev", 2, 10],
          ["Kabir", 1, 10],
          ["Ravi", 1, 10],
        ],
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
            [[1, 6, 1]],
          ),
        ],
        ["name", "orders", "total"],
        [["Dev", 1, 1]],
      ),
    ],
    hints: [
      "JOIN the orders to their customers, then GROUP BY the customer.",
      "COUNT(*) counts the rows of a group and SUM(o.amount) adds the amounts.",
      "ORDER BY total DESC, then the name for ties.",
    ],
  }),
  sqlProblem({
    id: "cities-with-several-customers",
    title: "SQL: cities with several customers",
    difficulty: "MEDIUM",
    statement: [
      "The table customers(id, name, city) is given; a customer's city may be NULL. Print every city that has more than one customer, with its number of customers.",
      "Order the rows by the number of customers, highest first, then by city. Output: the columns city and customers.",
    ],
    constraints: [
      "Customers without a city are left out.",
      "Cities with a single customer are left out.",
    ],
    tags: ["SQL", "Aggregation"],
    starter: code`
-- customers(id, name, city)
-- your query here: city and customers, ORDER BY customers DESC, city
SELECT city FROM customers;
`,
    solution: code`
SELECT city, COUNT(*) AS customers
FROM customers
WHERE city IS NOT NULL
GROUP BY city
HAVING COUNT(*) > 1
ORDER BY customers DESC, city;
`,
    testCases: [
      sqlCase(
        true,
        [CUSTOMERS],
        ["city", "customers"],
        [
          ["Pune", 3],
          ["Delhi", 2],
        ],
      ),
      sqlCase(
        false,
        [
          table(
            "customers",
            [
              ["id", "INTEGER"],
              ["name", "TEXT"],
              ["city", "TEXT"],
            ],
            [
              [1, "A", null],
              [2, "B", null],
              [3, "C", "Goa"],
            ],
          ),
        ],
        ["city", "customers"],
        [],
      ),
      sqlCase(
        false,
        [
          table(
            "customers",
            [
              ["id", "INTEGER"],
              ["name", "TEXT"],
              ["city", "TEXT"],
            ],
            [
              [1, "A", "Agra"],
              [2, "B", "Agra"],
              [3, "C", "Surat"],
              [4, "D", "Surat"],
              [5, "E", "Bhopal"],
              [6, "F", "Bhopal"],
              [7, "G", "Bhopal"],
            ],
          ),
        ],
        ["city", "customers"],
        [
          ["Bhopal", 3],
          ["Agra", 2],
          ["Surat", 2],
        ],
      ),
    ],
    hints: [
      "GROUP BY city makes one row per city; COUNT(*) counts its customers.",
      "WHERE filters rows before grouping (drop the NULL cities there); HAVING filters the groups after.",
      "HAVING COUNT(*) > 1 keeps the cities with more than one customer.",
    ],
  }),
];
