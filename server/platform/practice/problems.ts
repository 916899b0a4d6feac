import type { ProblemGroupRecord, ProblemRecord } from "./problem-types";

/**
 * The reference platform's practice problems (spec 02 section 2, /problem/*): easy to hard,
 * arrays, strings and SQL. Every reference solution passes every case (tests/integration/
 * platform/problems.test.ts runs them through the execution pool).
 */

const javaStarter = (body: string) => `import java.util.*;

public class Main {
    public static void main(String[] args) {
        Scanner in = new Scanner(System.in);
${body}
    }
}
`;

const sample = (input: string, expected: string) => ({ input, expected, sample: true });
const hidden = (input: string, expected: string) => ({ input, expected, sample: false });

const LEARNERS_SQL = `CREATE TABLE departments (id INTEGER PRIMARY KEY, name TEXT NOT NULL);
CREATE TABLE employees (id INTEGER PRIMARY KEY, name TEXT NOT NULL, department_id INTEGER, salary INTEGER NOT NULL);
INSERT INTO departments (id, name) VALUES (1, 'Data'), (2, 'Design'), (3, 'Product'), (4, 'Sales');
INSERT INTO employees (id, name, department_id, salary) VALUES
  (1, 'Asha', 1, 120), (2, 'Ravi', 1, 95), (3, 'Meera', 2, 110), (4, 'Kabir', 3, 150),
  (5, 'Ishaan', 3, 90), (6, 'Tara', 2, 80), (7, 'Dev', NULL, 70);`;

const COURSES_SQL = `CREATE TABLE students (id INTEGER PRIMARY KEY, name TEXT NOT NULL);
CREATE TABLE submissions (id INTEGER PRIMARY KEY, student_id INTEGER NOT NULL, problem TEXT NOT NULL, passed INTEGER NOT NULL);
INSERT INTO students (id, name) VALUES (1, 'Asha'), (2, 'Ravi'), (3, 'Meera'), (4, 'Kabir'), (5, 'Tara');
INSERT INTO submissions (id, student_id, problem, passed) VALUES
  (1, 1, 'two-sum', 1), (2, 1, 'reverse', 0), (3, 3, 'two-sum', 0), (4, 4, 'reverse', 1),
  (5, 4, 'two-sum', 1), (6, 3, 'vowels', 0);`;

export const PROBLEMS: readonly ProblemRecord[] = [
  {
    id: "sum-of-two-numbers",
    title: "Sum of two numbers",
    difficulty: "EASY",
    statement: [
      "Read two integers and print their sum.",
      "Input: one line with two integers a and b separated by a space. Output: a + b.",
    ],
    constraints: ["-10^9 ≤ a, b ≤ 10^9"],
    tags: ["Basics", "Math"],
    starterCode: {
      javascript12:
        "const [a, b] = readline().split(' ').map(Number);\n// your code here\nconsole.log(0);\n",
      python3: "a, b = map(int, input().split())\n# your code here\nprint(0)\n",
      java13: javaStarter(
        "        long a = in.nextLong(), b = in.nextLong();\n        // your code here\n        System.out.println(0);",
      ),
    },
    referenceSolutions: {
      javascript12: "const [a, b] = readline().split(' ').map(Number);\nconsole.log(a + b);\n",
      python3: "a, b = map(int, input().split())\nprint(a + b)\n",
    },
    testCases: [
      sample("2 3", "5"),
      sample("-4 10", "6"),
      hidden("0 0", "0"),
      hidden("1000000000 1000000000", "2000000000"),
      hidden("-7 -8", "-15"),
    ],
    hints: [
      { id: "h1", content: "Split the line on the space and turn both parts into numbers." },
      { id: "h2", content: "Print a + b: nothing else, not even a label." },
    ],
  },
  {
    id: "reverse-a-string",
    title: "Reverse a string",
    difficulty: "EASY",
    statement: ["Read one line of text and print it reversed, character by character."],
    constraints: ["0 ≤ length ≤ 10^5", "The text holds printable ASCII characters."],
    tags: ["Strings"],
    starterCode: {
      javascript12: "const text = readline() ?? '';\n// your code here\nconsole.log(text);\n",
      python3: "text = input()\n# your code here\nprint(text)\n",
      java13: javaStarter(
        '        String text = in.hasNextLine() ? in.nextLine() : "";\n        // your code here\n        System.out.println(text);',
      ),
    },
    referenceSolutions: {
      javascript12:
        "const text = readline() ?? '';\nconsole.log(text.split('').reverse().join(''));\n",
      python3: "text = input()\nprint(text[::-1])\n",
    },
    testCases: [
      sample("hello", "olleh"),
      sample("Data Analyst", "tsylanA ataD"),
      hidden("a", "a"),
      hidden("racecar", "racecar"),
      hidden("12 34!", "!43 21"),
    ],
    hints: [
      { id: "h1", content: "Walk the text from its last character to its first." },
      {
        id: "h2",
        content: "In Python a slice with step -1 reverses; in JavaScript split, reverse and join.",
      },
    ],
  },
  {
    id: "count-vowels",
    title: "Count the vowels",
    difficulty: "EASY",
    statement: [
      "Read one line of text and print how many vowels (a, e, i, o, u, in either case) it holds.",
    ],
    constraints: ["0 ≤ length ≤ 10^5"],
    tags: ["Strings", "Counting"],
    starterCode: {
      javascript12:
        "const text = readline() ?? '';\nlet count = 0;\n// your code here\nconsole.log(count);\n",
      python3: "text = input()\ncount = 0\n# your code here\nprint(count)\n",
      java13: javaStarter(
        '        String text = in.hasNextLine() ? in.nextLine() : "";\n        int count = 0;\n        // your code here\n        System.out.println(count);',
      ),
    },
    referenceSolutions: {
      javascript12:
        "const text = readline() ?? '';\nconsole.log((text.match(/[aeiou]/gi) || []).length);\n",
      python3: "text = input()\nprint(sum(1 for c in text.lower() if c in 'aeiou'))\n",
    },
    testCases: [
      sample("Product Manager", "5"),
      sample("rhythm", "0"),
      hidden("AEIOU aeiou", "10"),
      hidden("x", "0"),
      hidden("Upskilling bootcamp", "6"),
    ],
    hints: [
      { id: "h1", content: "Lower-case the text first, so you only check five letters." },
      { id: "h2", content: "Count the characters that are in the string 'aeiou'." },
    ],
  },
  {
    id: "maximum-subarray-sum",
    title: "Maximum subarray sum",
    difficulty: "MEDIUM",
    statement: [
      "Given n integers, print the largest sum of a non-empty run of consecutive numbers.",
      "Input: the first line holds n, the second n integers separated by spaces.",
    ],
    constraints: ["1 ≤ n ≤ 10^5", "-10^4 ≤ each number ≤ 10^4"],
    tags: ["Arrays", "Dynamic programming"],
    starterCode: {
      javascript12:
        "const n = Number(readline());\nconst nums = readline().split(' ').map(Number);\n// your code here\nconsole.log(0);\n",
      python3:
        "n = int(input())\nnums = list(map(int, input().split()))\n# your code here\nprint(0)\n",
      java13: javaStarter(
        "        int n = in.nextInt();\n        int[] nums = new int[n];\n        for (int i = 0; i < n; i++) nums[i] = in.nextInt();\n        // your code here\n        System.out.println(0);",
      ),
    },
    referenceSolutions: {
      javascript12:
        "readline();\nconst nums = readline().split(' ').map(Number);\nlet best = nums[0], here = 0;\nfor (const x of nums) { here = Math.max(x, here + x); best = Math.max(best, here); }\nconsole.log(best);\n",
      python3:
        "input()\nnums = list(map(int, input().split()))\nbest, here = nums[0], 0\nfor x in nums:\n    here = max(x, here + x)\n    best = max(best, here)\nprint(best)\n",
    },
    testCases: [
      sample("9\n-2 1 -3 4 -1 2 1 -5 4", "6"),
      sample("1\n5", "5"),
      hidden("3\n-3 -1 -2", "-1"),
      hidden("5\n1 2 3 4 5", "15"),
      hidden("6\n2 -1 2 -1 2 -10", "4"),
    ],
    hints: [
      { id: "h1", content: "Keep the best sum of a run that ends at the current number." },
      {
        id: "h2",
        content:
          "That sum is either the number alone or the number added to the previous best run.",
      },
      { id: "h3", content: "Kadane's algorithm: here = max(x, here + x); best = max(best, here)." },
    ],
  },
  {
    id: "valid-parentheses",
    title: "Valid brackets",
    difficulty: "MEDIUM",
    statement: [
      "Read one line made of the characters ()[]{} and print true if every bracket is closed by the same kind in the right order, false otherwise.",
    ],
    constraints: ["0 ≤ length ≤ 10^5"],
    tags: ["Stack", "Strings"],
    starterCode: {
      javascript12: "const s = readline() ?? '';\n// your code here\nconsole.log(false);\n",
      python3: "s = input()\n# your code here\nprint('false')\n",
      java13: javaStarter(
        '        String s = in.hasNextLine() ? in.nextLine() : "";\n        // your code here\n        System.out.println(false);',
      ),
    },
    referenceSolutions: {
      javascript12:
        "const s = readline() ?? '';\nconst pairs = { ')': '(', ']': '[', '}': '{' };\nconst stack = [];\nlet ok = true;\nfor (const c of s) {\n  if ('([{'.includes(c)) stack.push(c);\n  else if (stack.pop() !== pairs[c]) { ok = false; break; }\n}\nconsole.log(ok && stack.length === 0);\n",
      python3:
        "s = input()\npairs = {')': '(', ']': '[', '}': '{'}\nstack = []\nok = True\nfor c in s:\n    if c in '([{':\n        stack.append(c)\n    elif not stack or stack.pop() != pairs[c]:\n        ok = False\n        break\nprint('true' if ok and not stack else 'false')\n",
    },
    testCases: [
      sample("()[]{}", "true"),
      sample("([)]", "false"),
      hidden("{[]}", "true"),
      hidden("(((", "false"),
      hidden("]", "false"),
      hidden("([]{()})", "true"),
    ],
    hints: [
      {
        id: "h1",
        content: "An opening bracket waits for its partner: keep the waiting ones on a stack.",
      },
      {
        id: "h2",
        content:
          "A closing bracket must match the top of the stack; at the end the stack must be empty.",
      },
    ],
  },
  {
    id: "longest-common-prefix",
    title: "Longest common prefix",
    difficulty: "MEDIUM",
    statement: [
      "Given n words, print the longest prefix they all share, or an empty line if there is none.",
      "Input: the first line holds n, then n lines with one word each.",
    ],
    constraints: ["1 ≤ n ≤ 1000", "1 ≤ word length ≤ 200"],
    tags: ["Strings"],
    starterCode: {
      javascript12:
        "const n = Number(readline());\nconst words = Array.from({ length: n }, () => readline());\n// your code here\nconsole.log('');\n",
      python3:
        "n = int(input())\nwords = [input() for _ in range(n)]\n# your code here\nprint('')\n",
      java13: javaStarter(
        '        int n = Integer.parseInt(in.nextLine().trim());\n        String[] words = new String[n];\n        for (int i = 0; i < n; i++) words[i] = in.nextLine();\n        // your code here\n        System.out.println("");',
      ),
    },
    referenceSolutions: {
      javascript12:
        "const n = Number(readline());\nconst words = Array.from({ length: n }, () => readline());\nlet prefix = words[0];\nfor (const w of words) while (!w.startsWith(prefix)) prefix = prefix.slice(0, -1);\nconsole.log(prefix);\n",
      python3:
        "import os\nn = int(input())\nwords = [input() for _ in range(n)]\nprint(os.path.commonprefix(words))\n",
    },
    testCases: [
      sample("3\nflower\nflow\nflight", "fl"),
      sample("2\ndog\ncar", ""),
      hidden("1\nalone", "alone"),
      hidden("3\ninterview\ninternet\ninterval", "inter"),
      hidden("2\nsame\nsame", "same"),
    ],
    hints: [
      { id: "h1", content: "The answer is a prefix of the first word." },
      { id: "h2", content: "Shorten that prefix until every word starts with it." },
    ],
  },
  {
    id: "word-frequency",
    title: "Top k frequent words",
    difficulty: "HARD",
    statement: [
      "Given a line of lower-case words and a number k, print the k most frequent words, one per line, each followed by a space and its count. Break ties alphabetically.",
      "Input: the first line holds k, the second the words separated by single spaces.",
    ],
    constraints: ["1 ≤ k ≤ number of distinct words", "1 ≤ number of words ≤ 10^5"],
    tags: ["Hash map", "Sorting"],
    starterCode: {
      javascript12:
        "const k = Number(readline());\nconst words = readline().split(' ');\n// your code here\n",
      python3: "k = int(input())\nwords = input().split()\n# your code here\n",
      java13: javaStarter(
        '        int k = Integer.parseInt(in.nextLine().trim());\n        String[] words = in.nextLine().split(" ");\n        // your code here',
      ),
    },
    referenceSolutions: {
      javascript12:
        "const k = Number(readline());\nconst counts = new Map();\nfor (const w of readline().split(' ')) counts.set(w, (counts.get(w) || 0) + 1);\nconst top = [...counts].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).slice(0, k);\nfor (const [w, c] of top) console.log(w + ' ' + c);\n",
      python3:
        "from collections import Counter\nk = int(input())\ncounts = Counter(input().split())\nfor w, c in sorted(counts.items(), key=lambda p: (-p[1], p[0]))[:k]:\n    print(w, c)\n",
    },
    testCases: [
      sample("2\nthe cat and the hat and the bat", "the 3\nand 2"),
      sample("1\nb a", "a 1"),
      hidden("3\nz y x z y z", "z 3\ny 2\nx 1"),
      hidden("2\nsql sql python python java", "python 2\nsql 2"),
      hidden("1\nsolo", "solo 1"),
    ],
    hints: [
      { id: "h1", content: "Count each word in a hash map first." },
      { id: "h2", content: "Sort by count, highest first, then by the word itself." },
      { id: "h3", content: "Take the first k of that order and print each with its count." },
    ],
  },
  {
    id: "top-earning-department",
    title: "SQL: salary bill per department",
    difficulty: "MEDIUM",
    statement: [
      "The tables departments(id, name) and employees(id, name, department_id, salary) are given. Print each department that has employees with the total of their salaries, highest total first, ties by department name.",
      "Output: name|total per row.",
    ],
    constraints: [
      "Employees without a department are left out.",
      "Use ORDER BY for a stable order.",
    ],
    tags: ["SQL", "Aggregation"],
    sqlSetup: LEARNERS_SQL,
    starterCode: {
      sqlite:
        "-- departments(id, name), employees(id, name, department_id, salary)\nSELECT name FROM departments;\n",
      psql: "-- departments(id, name), employees(id, name, department_id, salary)\nSELECT name FROM departments;\n",
    },
    referenceSolutions: {
      sqlite:
        "SELECT d.name, SUM(e.salary) AS total FROM departments d JOIN employees e ON e.department_id = d.id GROUP BY d.id, d.name ORDER BY total DESC, d.name;\n",
      psql: "SELECT d.name, SUM(e.salary) AS total FROM departments d JOIN employees e ON e.department_id = d.id GROUP BY d.id, d.name ORDER BY total DESC, d.name;\n",
    },
    testCases: [
      sample("", "Product|240\nData|215\nDesign|190"),
      hidden("", "Product|240\nData|215\nDesign|190"),
    ],
    hints: [
      { id: "h1", content: "JOIN employees to departments on department_id." },
      {
        id: "h2",
        content: "GROUP BY the department and SUM the salaries; ORDER BY the total descending.",
      },
    ],
  },
  {
    id: "students-without-submissions",
    title: "SQL: students who never passed",
    difficulty: "HARD",
    statement: [
      "The tables students(id, name) and submissions(id, student_id, problem, passed) are given (passed is 1 or 0). Print the names of the students who have no passing submission, with how many submissions they made, ordered by name.",
      "Output: name|submissions per row (0 for a student who never submitted).",
    ],
    constraints: [
      "Every student appears once.",
      "Use a LEFT JOIN so that students without submissions are kept.",
    ],
    tags: ["SQL", "Joins"],
    sqlSetup: COURSES_SQL,
    starterCode: {
      sqlite:
        "-- students(id, name), submissions(id, student_id, problem, passed)\nSELECT name FROM students;\n",
      psql: "-- students(id, name), submissions(id, student_id, problem, passed)\nSELECT name FROM students;\n",
    },
    referenceSolutions: {
      sqlite:
        "SELECT s.name, COUNT(sub.id) FROM students s LEFT JOIN submissions sub ON sub.student_id = s.id GROUP BY s.id, s.name HAVING COALESCE(SUM(sub.passed), 0) = 0 ORDER BY s.name;\n",
      psql: "SELECT s.name, COUNT(sub.id) FROM students s LEFT JOIN submissions sub ON sub.student_id = s.id GROUP BY s.id, s.name HAVING COALESCE(SUM(sub.passed), 0) = 0 ORDER BY s.name;\n",
    },
    testCases: [sample("", "Meera|2\nRavi|0\nTara|0"), hidden("", "Meera|2\nRavi|0\nTara|0")],
    hints: [
      {
        id: "h1",
        content: "A LEFT JOIN keeps students with no submissions (their columns are NULL).",
      },
      {
        id: "h2",
        content:
          "GROUP BY the student; COUNT(sub.id) counts submissions, SUM(passed) the passing ones.",
      },
      {
        id: "h3",
        content: "HAVING COALESCE(SUM(sub.passed), 0) = 0 keeps the students who never passed.",
      },
    ],
  },
];

export const PROBLEM_GROUPS: readonly ProblemGroupRecord[] = [
  {
    id: "arrays-and-strings-basics",
    title: "Arrays and strings",
    description: "Seven problems from a first sum to top-k words, in JavaScript or Python.",
    problemIds: [
      "sum-of-two-numbers",
      "reverse-a-string",
      "count-vowels",
      "maximum-subarray-sum",
      "valid-parentheses",
      "longest-common-prefix",
      "word-frequency",
    ],
  },
  {
    id: "sql-practice",
    title: "SQL practice",
    description: "Joins and aggregation on small tables, in SQLite or PostgreSQL.",
    problemIds: ["top-earning-department", "students-without-submissions"],
  },
];

export function findProblem(id: string): ProblemRecord | undefined {
  return PROBLEMS.find((problem) => problem.id === id);
}
