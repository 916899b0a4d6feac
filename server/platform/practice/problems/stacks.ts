import type { ProblemRecord } from "../problem-types";
import { code, hidden, hints, sample } from "./shared";

/** Stacks: the last thing put aside is the first one needed again. */
export const STACK_PROBLEMS: ProblemRecord[] = [
  {
    id: "evaluate-postfix",
    title: "Evaluate a postfix expression",
    difficulty: "MEDIUM",
    statement: [
      "In postfix notation the operator comes after its two operands: 3 4 + 2 * means (3 + 4) * 2 = 14. Evaluate such an expression of integers and the operators + - * /, where / divides and rounds towards zero (7 / -2 is -3).",
      "Input: one line with the tokens separated by single spaces. Output: one integer, the value.",
    ],
    constraints: [
      "1 ≤ tokens ≤ 10^4",
      "The expression is valid and never divides by zero.",
      "Every intermediate value is between -10^9 and 10^9.",
    ],
    tags: ["Stack", "Math"],
    starterCode: {
      javascript12: code`
const tokens = readline().trim().split(' ');
// your code here
console.log(0);
`,
      python3: code`
tokens = input().split()
# your code here
print(0)
`,
      php: code`
<?php
$tokens = explode(' ', trim(fgets(STDIN)));
// your code here
echo 0, "\n";
`,
    },
    referenceSolutions: {
      javascript12: code`
const tokens = readline().trim().split(' ');
const stack = [];
for (const t of tokens) {
  if (!'+-*/'.includes(t) || t.length > 1) {
    stack.push(Number(t));
    continue;
  }
  const b = stack.pop();
  const a = stack.pop();
  if (t === '+') stack.push(a + b);
  else if (t === '-') stack.push(a - b);
  else if (t === '*') stack.push(a * b);
  else stack.push(Math.trunc(a / b));
}
console.log(stack.pop());
`,
      python3: code`
tokens = input().split()
stack = []
for t in tokens:
    if t not in ('+', '-', '*', '/'):
        stack.append(int(t))
        continue
    b = stack.pop()
    a = stack.pop()
    if t == '+':
        stack.append(a + b)
    elif t == '-':
        stack.append(a - b)
    elif t == '*':
        stack.append(a * b)
    else:
        stack.append(int(a / b))
print(stack.pop())
`,
      php: code`
<?php
$tokens = explode(' ', trim(fgets(STDIN)));
$stack = [];
foreach ($tokens as $t) {
    if (!in_array($t, ['+', '-', '*', '/'], true)) {
        $stack[] = (int) $t;
        continue;
    }
    $b = array_pop($stack);
    $a = array_pop($stack);
    $stack[] = match ($t) {
        '+' => $a + $b,
        '-' => $a - $b,
        '*' => $a * $b,
        '/' => intdiv($a, $b),
    };
}
echo array_pop($stack), "\n";
`,
    },
    testCases: [
      sample("3 4 + 2 *", "14"),
      sample("4 13 5 / +", "6"),
      hidden("42", "42"),
      hidden("7 -2 /", "-3"),
      hidden("-7 2 /", "-3"),
      hidden("2 3 4 * +", "14"),
      hidden("5 1 2 + 4 * + 3 -", "14"),
      hidden("10 6 9 3 + -11 * / * 17 + 5 +", "22"),
    ],
    hints: hints(
      "Read the tokens left to right; push each number on a stack.",
      "An operator pops two numbers: the second one popped is the left operand.",
      "Push the result back; at the end the stack holds the value. Divide towards zero (int(a / b) in Python, Math.trunc in JavaScript).",
    ),
  },
  {
    id: "largest-rectangle-in-histogram",
    title: "Largest rectangle in a bar chart",
    difficulty: "HARD",
    statement: [
      "A bar chart has n bars of width 1 and heights h1 ... hn, side by side. Print the area of the largest rectangle that fits inside the bars (its sides on the grid, its bottom on the axis).",
      "Input: the first line holds n, the second the n heights. Output: one integer, the largest area.",
    ],
    constraints: [
      "1 ≤ n ≤ 10^5",
      "0 ≤ each height ≤ 10^4",
      "Trying every pair of bars (n² pairs) is too slow for the largest charts.",
    ],
    tags: ["Stack", "Arrays"],
    starterCode: {
      javascript12: code`
const n = Number(readline());
const h = readline().trim().split(/\s+/).map(Number);
// your code here
console.log(0);
`,
      python3: code`
n = int(input())
h = list(map(int, input().split()))
# your code here
print(0)
`,
      php: code`
<?php
$n = (int) trim(fgets(STDIN));
$h = array_map('intval', preg_split('/\s+/', trim(fgets(STDIN))));
// your code here
echo 0, "\n";
`,
    },
    referenceSolutions: {
      javascript12: code`
readline();
const h = readline().trim().split(/\s+/).map(Number);
h.push(0);
const stack = [];
let best = 0;
for (let i = 0; i < h.length; i++) {
  while (stack.length && h[stack[stack.length - 1]] >= h[i]) {
    const height = h[stack.pop()];
    const left = stack.length ? stack[stack.length - 1] + 1 : 0;
    best = Math.max(best, height * (i - left));
  }
  stack.push(i);
}
console.log(best);
`,
      python3: code`
input()
h = list(map(int, input().split())) + [0]
stack = []
best = 0
for i, x in enumerate(h):
    while stack and h[stack[-1]] >= x:
        height = h[stack.pop()]
        left = stack[-1] + 1 if stack else 0
        best = max(best, height * (i - left))
    stack.append(i)
print(best)
`,
      php: code`
<?php
fgets(STDIN);
$h = array_map('intval', preg_split('/\s+/', trim(fgets(STDIN))));
$h[] = 0;
$stack = [];
$best = 0;
foreach ($h as $i => $x) {
    while ($stack && $h[end($stack)] >= $x) {
        $height = $h[array_pop($stack)];
        $left = $stack ? end($stack) + 1 : 0;
        $best = max($best, $height * ($i - $left));
    }
    $stack[] = $i;
}
echo $best, "\n";
`,
    },
    testCases: [
      sample("6\n2 1 5 6 2 3", "10"),
      sample("2\n2 4", "4"),
      hidden("1\n0", "0"),
      hidden("1\n7", "7"),
      hidden("5\n1 2 3 4 5", "9"),
      hidden("5\n5 4 3 2 1", "9"),
      hidden("6\n3 3 3 3 3 3", "18"),
      hidden("7\n6 2 5 4 5 1 6", "12"),
    ],
    hints: hints(
      "For each bar, the widest rectangle of its height reaches from the first lower bar on its left to the first lower bar on its right.",
      "Keep a stack of bar positions with increasing heights. A lower bar ends the rectangles of the taller bars on the stack: pop them and measure each.",
      "Add a bar of height 0 at the end so every bar is popped once: O(n) in all.",
    ),
  },
];
