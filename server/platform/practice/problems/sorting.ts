import type { ProblemRecord } from "../problem-types";
import { code, hidden, hints, sample } from "./shared";

/** Sorting: order first, then one pass does the rest. */
export const SORTING_PROBLEMS: ProblemRecord[] = [
  {
    id: "second-largest-value",
    title: "Second largest value",
    difficulty: "EASY",
    statement: [
      "Given n integers, print the second largest distinct value: the largest value that is smaller than the maximum. If every number is the same, there is none.",
      "Input: the first line holds n, the second the n integers. Output: the second largest distinct value, or none.",
    ],
    constraints: ["1 ≤ n ≤ 10^5", "-10^9 ≤ each number ≤ 10^9"],
    tags: ["Sorting", "Arrays"],
    starterCode: {
      javascript12: code`
const n = Number(readline());
const nums = readline().trim().split(/\s+/).map(Number);
// your code here
console.log('none');
`,
      python3: code`
n = int(input())
nums = list(map(int, input().split()))
# your code here
print('none')
`,
      php: code`
<?php
$n = (int) trim(fgets(STDIN));
$nums = array_map('intval', preg_split('/\s+/', trim(fgets(STDIN))));
// your code here
echo "none\n";
`,
    },
    referenceSolutions: {
      javascript12: code`
readline();
const nums = readline().trim().split(/\s+/).map(Number);
const distinct = [...new Set(nums)].sort((a, b) => b - a);
console.log(distinct.length > 1 ? String(distinct[1]) : 'none');
`,
      python3: code`
input()
distinct = sorted(set(map(int, input().split())), reverse=True)
print(distinct[1] if len(distinct) > 1 else 'none')
`,
      php: code`
<?php
fgets(STDIN);
$distinct = array_values(array_unique(array_map('intval', preg_split('/\s+/', trim(fgets(STDIN))))));
rsort($distinct);
echo count($distinct) > 1 ? $distinct[1] : 'none', "\n";
`,
    },
    testCases: [
      sample("5\n3 9 4 9 1", "4"),
      sample("3\n7 7 7", "none"),
      hidden("1\n42", "none"),
      hidden("2\n-1 -2", "-2"),
      hidden("6\n5 4 3 2 1 5", "4"),
      hidden("4\n-1000000000 1000000000 0 1000000000", "0"),
    ],
    hints: hints(
      "Repeated values count once: remove duplicates first.",
      "Sort the distinct values from largest to smallest: the answer is the second, if there is one.",
      "One pass keeping the two largest distinct values so far works too, in O(n).",
    ),
  },
  {
    id: "merge-overlapping-intervals",
    title: "Merge overlapping intervals",
    difficulty: "MEDIUM",
    statement: [
      "Given n intervals [start, end], merge every group of intervals that overlap or touch (end of one ≥ start of the next) and print the merged intervals, from left to right.",
      "Input: the first line holds n, then n lines each with start and end. Output: one line per merged interval, start and end separated by a space.",
    ],
    constraints: ["1 ≤ n ≤ 10^5", "0 ≤ start ≤ end ≤ 10^9", "The intervals come in any order."],
    tags: ["Sorting", "Arrays"],
    starterCode: {
      javascript12: code`
const n = Number(readline());
const items = [];
for (let i = 0; i < n; i++) items.push(readline().trim().split(/\s+/).map(Number));
// your code here
for (const [s, e] of items) console.log(s + ' ' + e);
`,
      python3: code`
n = int(input())
items = [tuple(map(int, input().split())) for _ in range(n)]
# your code here
for s, e in items:
    print(s, e)
`,
      php: code`
<?php
$n = (int) trim(fgets(STDIN));
$items = [];
for ($i = 0; $i < $n; $i++) {
    $items[] = array_map('intval', preg_split('/\s+/', trim(fgets(STDIN))));
}
// your code here
foreach ($items as [$s, $e]) {
    echo $s, ' ', $e, "\n";
}
`,
    },
    referenceSolutions: {
      javascript12: code`
const n = Number(readline());
const items = [];
for (let i = 0; i < n; i++) items.push(readline().trim().split(/\s+/).map(Number));
items.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
const merged = [];
for (const [s, e] of items) {
  const last = merged[merged.length - 1];
  if (last && s <= last[1]) last[1] = Math.max(last[1], e);
  else merged.push([s, e]);
}
for (const [s, e] of merged) console.log(s + ' ' + e);
`,
      python3: code`
n = int(input())
items = [tuple(map(int, input().split())) for _ in range(n)]
merged = []
for s, e in sorted(items):
    if merged and s <= merged[-1][1]:
        merged[-1][1] = max(merged[-1][1], e)
    else:
        merged.append([s, e])
for s, e in merged:
    print(s, e)
`,
      php: code`
<?php
$n = (int) trim(fgets(STDIN));
$items = [];
for ($i = 0; $i < $n; $i++) {
    $items[] = array_map('intval', preg_split('/\s+/', trim(fgets(STDIN))));
}
usort($items, fn($x, $y) => $x[0] <=> $y[0] ?: $x[1] <=> $y[1]);
$merged = [];
foreach ($items as [$s, $e]) {
    $last = count($merged) - 1;
    if ($last >= 0 && $s <= $merged[$last][1]) {
        $merged[$last][1] = max($merged[$last][1], $e);
    } else {
        $merged[] = [$s, $e];
    }
}
foreach ($merged as [$s, $e]) {
    echo $s, ' ', $e, "\n";
}
`,
    },
    testCases: [
      sample("4\n1 3\n8 10\n2 6\n15 18", "1 6\n8 10\n15 18"),
      sample("2\n1 4\n4 5", "1 5"),
      hidden("1\n5 5", "5 5"),
      hidden("3\n1 10\n2 3\n4 5", "1 10"),
      hidden("3\n6 8\n1 2\n3 4", "1 2\n3 4\n6 8"),
      hidden("4\n0 0\n0 0\n1 1\n0 1000000000", "0 1000000000"),
    ],
    hints: hints(
      "Sort the intervals by their start.",
      "Then walk them: an interval that starts at or before the end of the last merged one extends it; otherwise it starts a new one.",
      "Extend with the larger of the two ends: an interval can sit entirely inside the last one.",
    ),
  },
  {
    id: "meeting-rooms-needed",
    title: "Rooms for every meeting",
    difficulty: "HARD",
    statement: [
      "n meetings each run from a start time to an end time (a meeting ending at 10 frees its room for one starting at 10). Print the fewest rooms that let every meeting take place.",
      "Input: the first line holds n, then n lines each with start and end. Output: one integer, the number of rooms.",
    ],
    constraints: ["1 ≤ n ≤ 10^5", "0 ≤ start < end ≤ 10^9"],
    tags: ["Sorting", "Arrays"],
    starterCode: {
      javascript12: code`
const n = Number(readline());
const items = [];
for (let i = 0; i < n; i++) items.push(readline().trim().split(/\s+/).map(Number));
// your code here
console.log(n);
`,
      python3: code`
n = int(input())
items = [tuple(map(int, input().split())) for _ in range(n)]
# your code here
print(n)
`,
      php: code`
<?php
$n = (int) trim(fgets(STDIN));
$items = [];
for ($i = 0; $i < $n; $i++) {
    $items[] = array_map('intval', preg_split('/\s+/', trim(fgets(STDIN))));
}
// your code here
echo $n, "\n";
`,
    },
    referenceSolutions: {
      javascript12: code`
const n = Number(readline());
const items = [];
for (let i = 0; i < n; i++) items.push(readline().trim().split(/\s+/).map(Number));
const starts = items.map((m) => m[0]).sort((a, b) => a - b);
const ends = items.map((m) => m[1]).sort((a, b) => a - b);
let rooms = 0;
let best = 0;
let j = 0;
for (const s of starts) {
  while (ends[j] <= s) {
    j++;
    rooms--;
  }
  rooms++;
  best = Math.max(best, rooms);
}
console.log(best);
`,
      python3: code`
n = int(input())
items = [tuple(map(int, input().split())) for _ in range(n)]
starts = sorted(s for s, _ in items)
ends = sorted(e for _, e in items)
rooms = best = j = 0
for s in starts:
    while ends[j] <= s:
        j += 1
        rooms -= 1
    rooms += 1
    best = max(best, rooms)
print(best)
`,
      php: code`
<?php
$n = (int) trim(fgets(STDIN));
$items = [];
for ($i = 0; $i < $n; $i++) {
    $items[] = array_map('intval', preg_split('/\s+/', trim(fgets(STDIN))));
}
$starts = array_column($items, 0);
$ends = array_column($items, 1);
sort($starts);
sort($ends);
$rooms = 0;
$best = 0;
$j = 0;
foreach ($starts as $s) {
    while ($ends[$j] <= $s) {
        $j++;
        $rooms--;
    }
    $rooms++;
    $best = max($best, $rooms);
}
echo $best, "\n";
`,
    },
    testCases: [
      sample("3\n0 30\n5 10\n15 20", "2"),
      sample("2\n7 10\n2 4", "1"),
      hidden("1\n0 1", "1"),
      hidden("3\n1 5\n5 10\n10 15", "1"),
      hidden("4\n1 10\n2 9\n3 8\n4 7", "4"),
      hidden("5\n0 5\n1 2\n1 2\n3 4\n3 6", "3"),
      hidden("3\n0 1000000000\n0 1000000000\n999999999 1000000000", "3"),
    ],
    hints: hints(
      "Only the order of starts and ends matters: sort the start times and the end times separately.",
      "Walk the starts; before each one, free every room whose meeting ended at or before it.",
      "The most rooms in use at once is the answer (a min-heap of end times works as well).",
    ),
  },
];
