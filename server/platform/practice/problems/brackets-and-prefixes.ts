import type { ProblemRecord } from "../problem-types";
import { code, hidden, javaMain, sample } from "./shared";

/** Brackets matched with a stack, and the prefix that words share (MEDIUM). */
export const BRACKETS_AND_PREFIXES_PROBLEMS: ProblemRecord[] = [
  {
    id: "valid-parentheses",
    title: "Valid brackets",
    difficulty: "MEDIUM",
    statement: [
      "A line made of the characters ( ) [ ] { } is valid if every opening bracket is closed by a bracket of the same kind, in the right order. An empty line is valid.",
      "Input: one line of brackets, possibly empty. Output: true if it is valid, false otherwise.",
    ],
    constraints: ["0 ≤ length ≤ 10^5", "The line holds only the characters ()[]{}."],
    tags: ["Stack", "Strings"],
    starterCode: {
      javascript12: code`
const s = readline() ?? '';
// your code here
console.log('false');
`,
      python3: code`
import sys

s = sys.stdin.readline().rstrip('\n')
# your code here
print('false')
`,
      php: code`
<?php
$line = fgets(STDIN);
$s = $line === false ? '' : rtrim($line, "\r\n");
// your code here
echo "false\n";
`,
      java13: javaMain(code`
String s = in.hasNextLine() ? in.nextLine() : "";
// your code here
System.out.println(false);
`),
    },
    referenceSolutions: {
      javascript12: code`
const s = readline() ?? '';
const pairs = { ')': '(', ']': '[', '}': '{' };
const stack = [];
let ok = true;
for (const c of s) {
  if ('([{'.includes(c)) stack.push(c);
  else if (stack.pop() !== pairs[c]) {
    ok = false;
    break;
  }
}
console.log(ok && stack.length === 0 ? 'true' : 'false');
`,
      python3: code`
import sys

s = sys.stdin.readline().rstrip('\n')
pairs = {')': '(', ']': '[', '}': '{'}
stack = []
ok = True
for c in s:
    if c in '([{':
        stack.append(c)
    elif not stack or stack.pop() != pairs[c]:
        ok = False
        break
print('true' if ok and not stack else 'false')
`,
      php: code`
<?php
$line = fgets(STDIN);
$s = $line === false ? '' : rtrim($line, "\r\n");
$pairs = [')' => '(', ']' => '[', '}' => '{'];
$stack = [];
$ok = true;
foreach (str_split($s) as $c) {
    if ($c === '') {
        continue;
    }
    if (str_contains('([{', $c)) {
        $stack[] = $c;
    } elseif (array_pop($stack) !== $pairs[$c]) {
        $ok = false;
        break;
    }
}
echo $ok && !$stack ? "true\n" : "false\n";
`,
      java13: javaMain(code`
String s = in.hasNextLine() ? in.nextLine() : "";
Deque<Character> stack = new ArrayDeque<>();
boolean ok = true;
for (char c : s.toCharArray()) {
    if (c == '(' || c == '[' || c == '{') {
        stack.push(c);
    } else {
        char open = c == ')' ? '(' : c == ']' ? '[' : '{';
        if (stack.isEmpty() || stack.pop() != open) {
            ok = false;
            break;
        }
    }
}
System.out.println(ok && stack.isEmpty());
`),
    },
    testCases: [
      sample("()[]{}", "true"),
      sample("([)]", "false"),
      hidden("", "true"),
      hidden("{[]}", "true"),
      hidden("(((", "false"),
      hidden("]", "false"),
      hidden("([]{()})", "true"),
      hidden("(]", "false"),
    ],
    hints: [
      {
        id: "h1",
        content: "An opening bracket waits for its partner: keep the waiting ones on a stack.",
      },
      {
        id: "h2",
        content: "A closing bracket must match the bracket on top of the stack, which it removes.",
      },
      {
        id: "h3",
        content:
          "Fail on a closing bracket when the stack is empty, and at the end the stack must be empty too.",
      },
    ],
  },
  {
    id: "longest-common-prefix",
    title: "Longest common prefix",
    difficulty: "MEDIUM",
    statement: [
      "Given n words, print the longest prefix that every one of them starts with.",
      "Input: the first line holds n, then n lines with one word each. Output: the common prefix on one line, or an empty line if the words share none.",
    ],
    constraints: ["1 ≤ n ≤ 1000", "1 ≤ word length ≤ 200", "Words hold lower-case letters a to z."],
    tags: ["Strings", "Arrays"],
    starterCode: {
      javascript12: code`
const n = Number(readline());
const words = [];
for (let i = 0; i < n; i++) words.push(readline());
// your code here
console.log('');
`,
      python3: code`
n = int(input())
words = [input() for _ in range(n)]
# your code here
print('')
`,
      php: code`
<?php
$n = (int) trim(fgets(STDIN));
$words = [];
for ($i = 0; $i < $n; $i++) {
    $words[] = trim(fgets(STDIN));
}
// your code here
echo "\n";
`,
      java13: javaMain(code`
int n = Integer.parseInt(in.nextLine().trim());
String[] words = new String[n];
for (int i = 0; i < n; i++) words[i] = in.nextLine();
// your code here
System.out.println("");
`),
    },
    referenceSolutions: {
      javascript12: code`
const n = Number(readline());
const words = [];
for (let i = 0; i < n; i++) words.push(readline());
let prefix = words[0];
for (const w of words) {
  while (!w.startsWith(prefix)) prefix = prefix.slice(0, -1);
}
console.log(prefix);
`,
      python3: code`
n = int(input())
words = [input() for _ in range(n)]
prefix = words[0]
for word in words[1:]:
    while not word.startswith(prefix):
        prefix = prefix[:-1]
print(prefix)
`,
      php: code`
<?php
$n = (int) trim(fgets(STDIN));
$words = [];
for ($i = 0; $i < $n; $i++) {
    $words[] = trim(fgets(STDIN));
}
$prefix = $words[0];
foreach ($words as $word) {
    while (!str_starts_with($word, $prefix)) {
        $prefix = substr($prefix, 0, -1);
    }
}
echo $prefix, "\n";
`,
      java13: javaMain(code`
int n = Integer.parseInt(in.nextLine().trim());
String prefix = null;
for (int i = 0; i < n; i++) {
    String word = in.nextLine();
    if (prefix == null) prefix = word;
    while (!word.startsWith(prefix)) prefix = prefix.substring(0, prefix.length() - 1);
}
System.out.println(prefix);
`),
    },
    testCases: [
      sample("3\nflower\nflow\nflight", "fl"),
      sample("2\ndog\ncar", ""),
      hidden("1\nalone", "alone"),
      hidden("3\ninterview\ninternet\ninterval", "inter"),
      hidden("2\nsame\nsame", "same"),
      hidden("3\nabc\na\nab", "a"),
      hidden("2\nprefix\nsuffix", ""),
    ],
    hints: [
      { id: "h1", content: "The answer is a prefix of the first word." },
      { id: "h2", content: "It can never be longer than the shortest word." },
      {
        id: "h3",
        content: "Shorten the first word one character at a time until every word starts with it.",
      },
    ],
  },
];
