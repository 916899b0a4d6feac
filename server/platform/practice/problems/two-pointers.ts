import type { ProblemRecord } from "../problem-types";
import { code, hidden, hints, sample } from "./shared";

/** Two pointers: two indexes that walk a list from its ends or side by side, each step once. */
export const TWO_POINTER_PROBLEMS: ProblemRecord[] = [
  {
    id: "merge-two-sorted-lists",
    title: "Merge two sorted lists",
    difficulty: "EASY",
    statement: [
      "Two lists of integers are each sorted from smallest to largest. Print all their numbers as one sorted list, without sorting again: walk both lists at once.",
      "Input: the first line holds n and m, the second the n numbers of the first list, the third the m numbers of the second (a list with no numbers has an empty line). Output: one line with the n + m numbers, separated by spaces.",
    ],
    constraints: ["0 ≤ n, m ≤ 10^5", "1 ≤ n + m", "-10^9 ≤ each number ≤ 10^9"],
    tags: ["Two pointers", "Sorting", "Arrays"],
    starterCode: {
      javascript12: code`
const [n, m] = readline().trim().split(/\s+/).map(Number);
const a = (readline() ?? '').trim().split(/\s+/).filter(Boolean).map(Number);
const b = (readline() ?? '').trim().split(/\s+/).filter(Boolean).map(Number);
// your code here
console.log([...a, ...b].join(' '));
`,
      python3: code`
n, m = map(int, input().split())
a = list(map(int, input().split()))
b = list(map(int, input().split()))
# your code here
print(*(a + b))
`,
      php: code`
<?php
[$n, $m] = array_map('intval', preg_split('/\s+/', trim(fgets(STDIN))));
$a = array_map('intval', preg_split('/\s+/', trim((string) fgets(STDIN)), -1, PREG_SPLIT_NO_EMPTY));
$b = array_map('intval', preg_split('/\s+/', trim((string) fgets(STDIN)), -1, PREG_SPLIT_NO_EMPTY));
// your code here
echo implode(' ', array_merge($a, $b)), "\n";
`,
    },
    referenceSolutions: {
      javascript12: code`
readline();
const a = (readline() ?? '').trim().split(/\s+/).filter(Boolean).map(Number);
const b = (readline() ?? '').trim().split(/\s+/).filter(Boolean).map(Number);
const out = [];
let i = 0;
let j = 0;
while (i < a.length || j < b.length) {
  if (j >= b.length || (i < a.length && a[i] <= b[j])) out.push(a[i++]);
  else out.push(b[j++]);
}
console.log(out.join(' '));
`,
      python3: code`
import sys

lines = sys.stdin.read().split('\n') + ['', '']
a = list(map(int, lines[1].split()))
b = list(map(int, lines[2].split()))
out = []
i = j = 0
while i < len(a) or j < len(b):
    if j >= len(b) or (i < len(a) and a[i] <= b[j]):
        out.append(a[i])
        i += 1
    else:
        out.append(b[j])
        j += 1
print(*out)
`,
      php: code`
<?php
fgets(STDIN);
$a = array_map('intval', preg_split('/\s+/', trim((string) fgets(STDIN)), -1, PREG_SPLIT_NO_EMPTY));
$b = array_map('intval', preg_split('/\s+/', trim((string) fgets(STDIN)), -1, PREG_SPLIT_NO_EMPTY));
$out = [];
$i = 0;
$j = 0;
while ($i < count($a) || $j < count($b)) {
    if ($j >= count($b) || ($i < count($a) && $a[$i] <= $b[$j])) {
        $out[] = $a[$i++];
    } else {
        $out[] = $b[$j++];
    }
}
echo implode(' ', $out), "\n";
`,
    },
    testCases: [
      sample("3 3\n1 4 9\n2 3 10", "1 2 3 4 9 10"),
      sample("2 1\n-5 5\n0", "-5 0 5"),
      hidden("1 0\n7\n", "7"),
      hidden("0 2\n\n1 2", "1 2"),
      hidden("3 3\n1 1 1\n1 1 1", "1 1 1 1 1 1"),
      hidden("4 2\n-9 -3 8 100\n-10 1000000000", "-10 -9 -3 8 100 1000000000"),
    ],
    hints: hints(
      "Keep one index in each list, both starting at 0.",
      "Print the smaller of the two current numbers and move that list's index on.",
      "When one list runs out, print the rest of the other.",
    ),
  },
  {
    id: "widest-pool",
    title: "The widest pool",
    difficulty: "MEDIUM",
    statement: [
      "A row of n walls has heights h1 ... hn, one metre apart. Any two walls hold a pool of water between them: its area is the distance between the walls times the lower of their two heights. Print the largest such area.",
      "Input: the first line holds n, the second the n heights. Output: one integer, the largest area.",
    ],
    constraints: [
      "2 ≤ n ≤ 10^5",
      "0 ≤ each height ≤ 10^4",
      "Trying every pair (n² pairs) is too slow for the largest rows.",
    ],
    tags: ["Two pointers", "Arrays"],
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
let i = 0;
let j = h.length - 1;
let best = 0;
while (i < j) {
  best = Math.max(best, (j - i) * Math.min(h[i], h[j]));
  if (h[i] < h[j]) i++;
  else j--;
}
console.log(best);
`,
      python3: code`
input()
h = list(map(int, input().split()))
i, j = 0, len(h) - 1
best = 0
while i < j:
    best = max(best, (j - i) * min(h[i], h[j]))
    if h[i] < h[j]:
        i += 1
    else:
        j -= 1
print(best)
`,
      php: code`
<?php
fgets(STDIN);
$h = array_map('intval', preg_split('/\s+/', trim(fgets(STDIN))));
$i = 0;
$j = count($h) - 1;
$best = 0;
while ($i < $j) {
    $best = max($best, ($j - $i) * min($h[$i], $h[$j]));
    if ($h[$i] < $h[$j]) {
        $i++;
    } else {
        $j--;
    }
}
echo $best, "\n";
`,
    },
    testCases: [
      sample("9\n1 8 6 2 5 4 8 3 7", "49"),
      sample("2\n1 1", "1"),
      hidden("2\n0 5", "0"),
      hidden("5\n5 5 5 5 5", "20"),
      hidden("6\n1 2 3 4 5 6", "9"),
      hidden("4\n10 1 1 10", "30"),
      hidden("3\n10000 1 10000", "20000"),
    ],
    hints: hints(
      "Start with the two outer walls: the widest pool there is.",
      "Moving the taller wall inwards can never help: the lower wall still limits the height and the width shrinks.",
      "So move the lower wall inwards, keep the best area, and stop when the walls meet: O(n).",
    ),
  },
  {
    id: "water-between-walls",
    title: "Water between walls",
    difficulty: "HARD",
    statement: [
      "Walls of width 1 stand side by side with heights h1 ... hn. After rain, water fills every gap up to the lower of the highest walls on its left and on its right. Print how many units of water are held in all.",
      "Input: the first line holds n, the second the n heights. Output: one integer, the units of water held.",
    ],
    constraints: ["1 ≤ n ≤ 10^5", "0 ≤ each height ≤ 10^4"],
    tags: ["Two pointers", "Arrays"],
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
let i = 0;
let j = h.length - 1;
let leftMax = 0;
let rightMax = 0;
let water = 0;
while (i < j) {
  if (h[i] < h[j]) {
    leftMax = Math.max(leftMax, h[i]);
    water += leftMax - h[i];
    i++;
  } else {
    rightMax = Math.max(rightMax, h[j]);
    water += rightMax - h[j];
    j--;
  }
}
console.log(water);
`,
      python3: code`
input()
h = list(map(int, input().split()))
i, j = 0, len(h) - 1
left_max = right_max = water = 0
while i < j:
    if h[i] < h[j]:
        left_max = max(left_max, h[i])
        water += left_max - h[i]
        i += 1
    else:
        right_max = max(right_max, h[j])
        water += right_max - h[j]
        j -= 1
print(water)
`,
      php: code`
<?php
fgets(STDIN);
$h = array_map('intval', preg_split('/\s+/', trim(fgets(STDIN))));
$i = 0;
$j = count($h) - 1;
$leftMax = 0;
$rightMax = 0;
$water = 0;
while ($i < $j) {
    if ($h[$i] < $h[$j]) {
        $leftMax = max($leftMax, $h[$i]);
        $water += $leftMax - $h[$i];
        $i++;
    } else {
        $rightMax = max($rightMax, $h[$j]);
        $water += $rightMax - $h[$j];
        $j--;
    }
}
echo $water, "\n";
`,
    },
    testCases: [
      sample("12\n0 1 0 2 1 0 1 3 2 1 2 1", "6"),
      sample("6\n4 2 0 3 2 5", "9"),
      hidden("1\n5", "0"),
      hidden("3\n1 2 3", "0"),
      hidden("3\n3 0 3", "3"),
      hidden("5\n5 4 3 2 1", "0"),
      hidden("7\n2 0 2 0 2 0 2", "6"),
      hidden("4\n10000 0 0 10000", "20000"),
    ],
    hints: hints(
      "The water over position i is min(highest wall on its left, highest on its right) - h[i], when that is positive.",
      "Two pointers from both ends: the side with the lower wall is limited by its own side's maximum.",
      "Move that side inwards, adding its maximum minus its height, until the pointers meet: O(n), no extra arrays.",
    ),
  },
];
