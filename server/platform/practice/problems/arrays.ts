import type { ProblemRecord } from "../problem-types";
import { code, hidden, javaMain, sample } from "./shared";

/** Arrays: the best stretch, a pair by a hash map, and the top k words (MEDIUM and HARD). */
export const ARRAY_PROBLEMS: ProblemRecord[] = [
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
      php: code`
<?php
$n = (int) trim(fgets(STDIN));
$nums = array_map('intval', explode(' ', trim(fgets(STDIN))));
// your code here
echo 0, "\n";
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
      php: code`
<?php
fgets(STDIN);
$nums = array_map('intval', explode(' ', trim(fgets(STDIN))));
$best = $nums[0];
$here = 0;
foreach ($nums as $x) {
    $here = max($x, $here + $x);
    $best = max($best, $here);
}
echo $best, "\n";
`,
      java13: javaMain(code`
int n = in.nextInt();
long best = Long.MIN_VALUE;
long here = 0;
for (int i = 0; i < n; i++) {
    long x = in.nextLong();
    here = Math.max(x, here + x);
    best = Math.max(best, here);
}
System.out.println(best);
`),
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
      php: code`
<?php
[$n, $target] = array_map('intval', explode(' ', trim(fgets(STDIN))));
$nums = array_map('intval', explode(' ', trim(fgets(STDIN))));
// your code here
echo "-1 -1\n";
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
      php: code`
<?php
[$n, $target] = array_map('intval', explode(' ', trim(fgets(STDIN))));
$nums = array_map('intval', explode(' ', trim(fgets(STDIN))));
$seen = [];
foreach ($nums as $j => $x) {
    if (isset($seen[$target - $x])) {
        echo $seen[$target - $x], ' ', $j, "\n";
        break;
    }
    $seen[$x] ??= $j;
}
`,
      java13: javaMain(code`
int n = in.nextInt();
long target = in.nextLong();
Map<Long, Integer> seen = new HashMap<>();
for (int j = 0; j < n; j++) {
    long x = in.nextLong();
    Integer i = seen.get(target - x);
    if (i != null) {
        System.out.println(i + " " + j);
        break;
    }
    seen.putIfAbsent(x, j);
}
`),
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
      php: code`
<?php
$k = (int) trim(fgets(STDIN));
$words = explode(' ', trim(fgets(STDIN)));
// your code here
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
      php: code`
<?php
$k = (int) trim(fgets(STDIN));
$counts = [];
foreach (explode(' ', trim(fgets(STDIN))) as $word) {
    $counts[$word] = ($counts[$word] ?? 0) + 1;
}
$pairs = [];
foreach ($counts as $word => $count) {
    $pairs[] = [(string) $word, $count];
}
usort($pairs, fn($x, $y) => $y[1] <=> $x[1] ?: strcmp($x[0], $y[0]));
foreach (array_slice($pairs, 0, $k) as [$word, $count]) {
    echo $word, ' ', $count, "\n";
}
`,
      java13: javaMain(code`
int k = Integer.parseInt(in.nextLine().trim());
Map<String, Integer> counts = new HashMap<>();
for (String w : in.nextLine().split(" ")) counts.merge(w, 1, Integer::sum);
List<Map.Entry<String, Integer>> top = new ArrayList<>(counts.entrySet());
top.sort((x, y) -> y.getValue().equals(x.getValue())
    ? x.getKey().compareTo(y.getKey())
    : y.getValue() - x.getValue());
for (int i = 0; i < k; i++) System.out.println(top.get(i).getKey() + " " + top.get(i).getValue());
`),
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
