/**
 * The tutor's answers to free questions (intent ASK): a topic found by keywords, first match
 * wins, so the same question always gets the same answer.
 */

export interface Topic {
  id: string;
  keywords: RegExp;
  title: string;
  points: string[];
  /** A short example, fenced in the reply. */
  example?: { language: string; code: string };
}

export const TOPICS: readonly Topic[] = [
  {
    id: "complexity",
    keywords: /\b(complexity|big[\s-]?o|o\(n|time limit|tle|too slow|faster|efficien)/i,
    title: "Time complexity",
    points: [
      "Count how many times the innermost statement runs as the input grows.",
      "One loop over n items is O(n); a loop inside a loop is O(n²); sorting is O(n log n).",
      "A map or set look-up is O(1) on average: it often removes an inner loop.",
      "Check the constraints: n up to 10^5 needs O(n log n) or better.",
    ],
  },
  {
    id: "recursion",
    keywords: /\b(recurs\w*|base case|call stack|stack overflow)\b/i,
    title: "Recursion",
    points: [
      "Write the base case first: the smallest input, answered without a call.",
      "Every call must move towards the base case, or it never stops.",
      "Deep recursion can overflow the stack: a loop with your own stack avoids that.",
    ],
    example: {
      language: "python",
      code: "def factorial(n):\n    if n <= 1:  # base case\n        return 1\n    return n * factorial(n - 1)",
    },
  },
  {
    id: "sql-join",
    keywords: /\b(join|joins|left join|inner join|foreign key)\b/i,
    title: "SQL joins",
    points: [
      "INNER JOIN keeps only the rows that match on both sides.",
      "LEFT JOIN keeps every row of the left table; the right side is NULL where nothing matches.",
      "Join on the key that links the tables (`ON e.department_id = d.id`).",
      "After a LEFT JOIN, count a column of the right table (`COUNT(s.id)`) to get 0, not 1.",
    ],
    example: {
      language: "sql",
      code: "SELECT d.name, COUNT(e.id) AS people\nFROM departments d\nLEFT JOIN employees e ON e.department_id = d.id\nGROUP BY d.id, d.name;",
    },
  },
  {
    id: "sql-group",
    keywords: /\b(group by|having|aggregat\w*|sum\(|count\()/i,
    title: "Grouping in SQL",
    points: [
      "GROUP BY makes one output row per distinct key.",
      "WHERE filters rows before grouping; HAVING filters the groups after.",
      "Every selected column must be grouped or inside an aggregate (SUM, COUNT, MAX ...).",
    ],
  },
  {
    id: "sql-window",
    keywords:
      /\b(window functions?|over\s*\(|partition by|rank\(|row_number|lag\(|lead\(|running total)/i,
    title: "SQL window functions",
    points: [
      "A window function computes a value for each row from other rows, without grouping them away.",
      "PARTITION BY starts over for each group; ORDER BY inside OVER sets the order within it.",
      "SUM(x) OVER (ORDER BY d) is a running total; LAG(x) is the previous row's value.",
      "Filter on a window's result in an outer query: WHERE cannot see it in the same SELECT.",
    ],
    example: {
      language: "sql",
      code: "SELECT name, salary,\n  RANK() OVER (PARTITION BY department ORDER BY salary DESC) AS salary_rank\nFROM employees;",
    },
  },
  {
    id: "two-pointers",
    keywords: /\b(two pointers?|sliding window|left and right (index|pointer)s?)\b/i,
    title: "Two pointers",
    points: [
      "Keep two indexes into the list, often one at each end, or both at the start.",
      "At each step move exactly one of them, by a rule that never skips the answer.",
      "Each index walks the list once: O(n) instead of trying every pair in O(n²).",
    ],
  },
  {
    id: "hash-map",
    keywords: /\b(hash ?map|dictionary|dict|hash ?table|map|set)\b/i,
    title: "Maps and sets",
    points: [
      "A map stores key → value pairs with O(1) average look-up.",
      "Use it to remember what you have seen while walking the input once.",
      'A set is a map without values: the fastest way to ask "have I seen this?".',
    ],
  },
  {
    id: "sorting",
    keywords: /\b(sort\w*|order|comparator)\b/i,
    title: "Sorting",
    points: [
      "Sorting costs O(n log n); do it once, not inside a loop.",
      "For ties, sort by a second key: `sorted(items, key=lambda x: (-x[1], x[0]))`.",
      "Many languages sort strings by character code: upper case before lower case.",
    ],
  },
  {
    id: "dynamic-programming",
    keywords: /\b(dynamic programming|dp|memo\w*|subproblem\w*)\b/i,
    title: "Dynamic programming",
    points: [
      'Name the subproblem: "the best answer for the first i items".',
      "Write how it follows from smaller ones (the recurrence).",
      "Fill the answers from the smallest up, or cache a recursive solution.",
    ],
  },
  {
    id: "debugging",
    keywords: /\b(error|bug|wrong answer|exception|crash\w*|fails?|failing|debug\w*)\b/i,
    title: "Finding a bug",
    points: [
      "Run the sample input and compare your output with the expected one character by character.",
      "Print the intermediate values to see where they first go wrong.",
      "Try the edge cases: empty input, one item, the largest values.",
      "Read the error message from its last line: it names the line that failed.",
    ],
  },
  {
    id: "edge-cases",
    keywords: /\b(edge cases?|corner cases?|test cases?|hidden tests?)\b/i,
    title: "Edge cases",
    points: [
      "The smallest input allowed (empty text, a single number).",
      "The largest input allowed: does it still run in time, does the number overflow?",
      "Repeated values, negative numbers, and ties in any ordering.",
    ],
  },
];

export function topicOf(question: string): Topic | undefined {
  return TOPICS.find((topic) => topic.keywords.test(question));
}
