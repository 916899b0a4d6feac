import type { ProblemRecord } from "../problem-types";
import { code, hidden, javaMain, sample } from "./shared";

/** The MEDIUM and HARD array and string problems. */
export const ARRAYS_STRINGS_PROBLEMS: ProblemRecord[] = [
  {
    id: "maximum-subarray-sum",
    title: "Maximum subarray sum",
    difficulty: "MEDIUM",
    statement: [
      "Given n integers, print the largest sum of a non-empty run of consecutive numbers.",
      "Input: the first line holds n, the second n integers separated by spaces. Output: one integer, the largest sum.",
    ],
    constraints: ["1 ≤ n ≤ 10^5", "-10^4 ≤ each number ≤ 10^4"],
    tags: ["Arrays", "Dynamic programming"],
    starterCode: {
      javascript12: code`
const n = Number(readline());
const nums = readline().split(' ').map(Number);
// your code here
console.log(0);
`,
      python3: code`
n = int(input())
nums = list(map(int, input().split()))
# your code here
print(0)
`,
      java13: javaMain(code`
int n = in.nextInt();
int[] nums = new int[n];
for (int i = 0; i < n; i++) nums[i] = in.nextInt();
// your code here
System.out.println(0);
`),
    },
    referenceSolutions: {
      javascript12: code`
readline();
const nums = readline().split(' ').map(Number);
let best = nums[0];
let here = 0;
for (const x of nums) {
  here = Math.max(x, here + x);
  best = Math.max(best, here);
}
console.log(best);
`,
      python3: code`
input()
nums = list(map(int, input().split()))
best, here = nums[0], 0
for x in nums:
    here = max(x, here + x)
    best = max(best, here)
print(best)
`,
    },
    testCases: [
      sample("9\n-2 1 -3 4 -1 2 1 -5 4", "6"),
      sample("1\n5", "5"),
      hidden("1\n-5", "-5"),
      hidden("3\n-3 -1 -2", "-1"),
      hidden("5\n1 2 3 4 5", "15"),
      hidden("6\n2 -1 2 -1 2 -10", "4"),
      hidden("4\n0 0 0 0", "0"),
    ],
    hints: [
      { id: "h1", content: "Keep the best sum of a run that ends at the current number." },
      {
        id: "h2",
        content:
          "That sum is either the number alone or the number added to the best run ending just before it.",
      },
      {
        id: "h3",
        content:
          "Kadane's algorithm: here = max(x, here + x); best = max(best, here). Start best at the first number, not 0, so all-negative inputs work.",
      },
    ],
  },
  {
    id: "two-sum-indices",
    title: "Two sum: the indices",
    difficulty: "MEDIUM",
    statement: [
      "Given n integers and a target, find the two positions i < j whose numbers add up to the target and print i and j (counted from 0) separated by a space. Exactly one such pair exists.",
      "Input: the first line holds n and the target separated by a space, the second n integers separated by spaces. Output: one line with i and j.",
    ],
    constraints: [
      "2 ≤ n ≤ 10^5",
      "-10^9 ≤ each number, target ≤ 10^9",
      "Exactly one pair of positions adds up to the target.",
    ],
    tags: ["Arrays", "Hash map"],
    starterCode: {
      javascript12: code`
const [n, target] = readline().split(' ').map(Number);
const nums = readline().split(' ').map(Number);
// your code here
console.log('-1 -1');
`,
      python3: code`
n, target = map(int, input().split())
nums = list(map(int, input().split()))
# your code here
print(-1, -1)
`,
      java13: javaMain(code`
int n = in.nextInt();
long target = in.nextLong();
long[] nums = new long[n];
for (int i = 0; i < n; i++) nums[i] = in.nextLong();
// your code here
System.out.println("-1 -1");
`),
    },
    referenceSolutions: {
      javascript12: code`
const [n, target] = readline().split(' ').map(Number);
const nums = readline().split(' ').map(Number);
const seen = new Map();
for (let j = 0; j < n; j++) {
  const i = seen.get(target - nums[j]);
  if (i !== undefined) {
    console.log(i + ' ' + j);
    break;
  }
  if (!seen.has(nums[j])) seen.set(nums[j], j);
}
`,
      python3: code`
n, target = map(int, input().split())
nums = list(map(int, input().split()))
seen = {}
for j, x in enumerate(nums):
    if target - x in seen:
        print(seen[target - x], j)
        break
    seen.setdefault(x, j)
`,
    },
    testCases: [
      sample("4 9\n2 7 11 15", "0 1"),
      sample("3 6\n3 2 4", "1 2"),
      hidden("2 6\n3 3", "0 1"),
      hidden("5 -8\n-1 -2 -3 -4 -5", "2 4"),
      hidden("4 0\n-3 4 3 90", "0 2"),
      hidden("6 100\n1 52 20 31 70 99", "0 5"),
      hidden("2 2000000000\n1000000000 1000000000", "0 1"),
    ],
    hints: [
      {
        id: "h1",
        content: "Trying every pair works but takes n^2 steps: too slow for 10^5 numbers.",
      },
      {
        id: "h2",
        content: "For each number x, the partner you need is target - x. Have you seen it before?",
      },
      {
        id: "h3",
        content:
          "Walk the numbers once, keeping a hash map from value to its first position; look up target - x before adding x.",
      },
    ],
  },
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
  {
    id: "word-frequency",
    title: "Top k frequent words",
    difficulty: "HARD",
    statement: [
      "Given a line of lower-case words and a number k, print the k most frequent words, most frequent first. Words with the same count come in alphabetical order.",
      "Input: the first line holds k, the second the words separated by single spaces. Output: k lines, each with a word, a space and its count.",
    ],
    constraints: [
      "1 ≤ number of words ≤ 10^5",
      "1 ≤ k ≤ number of distinct words",
      "Words hold lower-case letters a to z.",
    ],
    tags: ["Hash map", "Sorting", "Strings"],
    starterCode: {
      javascript12: code`
const k = Number(readline());
const words = readline().split(' ');
// your code here
`,
      python3: code`
k = int(input())
words = input().split()
# your code here
`,
      java13: javaMain(code`
int k = Integer.parseInt(in.nextLine().trim());
String[] words = in.nextLine().split(" ");
// your code here
`),
    },
    referenceSolutions: {
      javascript12: code`
const k = Number(readline());
const counts = new Map();
for (const w of readline().split(' ')) counts.set(w, (counts.get(w) || 0) + 1);
const top = [...counts].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
for (const [w, c] of top.slice(0, k)) console.log(w + ' ' + c);
`,
      python3: code`
from collections import Counter

k = int(input())
counts = Counter(input().split())
for word, count in sorted(counts.items(), key=lambda p: (-p[1], p[0]))[:k]:
    print(word, count)
`,
    },
    testCases: [
      sample("2\nthe cat and the hat and the bat", "the 3\nand 2"),
      sample("1\nb a", "a 1"),
      hidden("3\nz y x z y z", "z 3\ny 2\nx 1"),
      hidden("2\nsql sql python python java", "python 2\nsql 2"),
      hidden("1\nsolo", "solo 1"),
      hidden("4\nd c b a", "a 1\nb 1\nc 1\nd 1"),
      hidden("2\nab a ab a abc", "a 2\nab 2"),
    ],
    hints: [
      { id: "h1", content: "Count each word in a hash map first." },
      {
        id: "h2",
        content: "Sort the (word, count) pairs by count, highest first, then by the word itself.",
      },
      { id: "h3", content: "Take the first k pairs of that order and print each as 'word count'." },
    ],
  },
];
