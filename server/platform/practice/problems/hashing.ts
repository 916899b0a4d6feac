import type { ProblemRecord } from "../problem-types";
import { code, hidden, hints, sample } from "./shared";

/** Hashing: remembering what was seen, in a set or a map, to avoid a second loop. */
export const HASHING_PROBLEMS: ProblemRecord[] = [
  {
    id: "contains-duplicate",
    title: "Any value twice?",
    difficulty: "EASY",
    statement: [
      "Given n integers, say whether any value appears at least twice.",
      "Input: the first line holds n, the second the n integers separated by spaces (absent when n is 0). Output: true if some value repeats, else false.",
    ],
    constraints: ["0 ≤ n ≤ 10^5", "-10^9 ≤ each number ≤ 10^9"],
    tags: ["Hash map", "Arrays"],
    starterCode: {
      javascript12: code`
const n = Number(readline());
const nums = n ? readline().trim().split(/\s+/).map(Number) : [];
// your code here
console.log('false');
`,
      python3: code`
n = int(input())
nums = list(map(int, input().split())) if n else []
# your code here
print('false')
`,
      php: code`
<?php
$n = (int) trim(fgets(STDIN));
$nums = $n ? array_map('intval', preg_split('/\s+/', trim(fgets(STDIN)))) : [];
// your code here
echo "false\n";
`,
    },
    referenceSolutions: {
      javascript12: code`
const n = Number(readline());
const nums = n ? readline().trim().split(/\s+/).map(Number) : [];
const seen = new Set();
let repeated = false;
for (const x of nums) {
  if (seen.has(x)) {
    repeated = true;
    break;
  }
  seen.add(x);
}
console.log(repeated ? 'true' : 'false');
`,
      python3: code`
n = int(input())
nums = list(map(int, input().split())) if n else []
print('true' if len(set(nums)) < len(nums) else 'false')
`,
      php: code`
<?php
$n = (int) trim(fgets(STDIN));
$nums = $n ? array_map('intval', preg_split('/\s+/', trim(fgets(STDIN)))) : [];
$seen = [];
$repeated = false;
foreach ($nums as $x) {
    if (isset($seen[$x])) {
        $repeated = true;
        break;
    }
    $seen[$x] = true;
}
echo $repeated ? "true\n" : "false\n";
`,
    },
    testCases: [
      sample("4\n1 2 3 1", "true"),
      sample("3\n5 -5 0", "false"),
      hidden("0", "false"),
      hidden("1\n7", "false"),
      hidden("2\n9 9", "true"),
      hidden("5\n-1000000000 1000000000 3 4 -1000000000", "true"),
      hidden("6\n1 2 3 4 5 6", "false"),
    ],
    hints: hints(
      "Comparing every pair works but takes n² steps.",
      "Walk the numbers once and keep the ones seen so far in a set: a look-up is O(1) on average.",
    ),
  },
  {
    id: "longest-consecutive-run",
    title: "Longest run of consecutive values",
    difficulty: "MEDIUM",
    statement: [
      "Given n integers in any order, find the longest list of values x, x + 1, x + 2, ... that all appear among them, and print its length. In 100 4 200 1 3 2 it is 4 (1, 2, 3, 4).",
      "Input: the first line holds n, the second the n integers (absent when n is 0). Output: one integer, the length (0 when n is 0). A value that repeats counts once.",
    ],
    constraints: [
      "0 ≤ n ≤ 10^5",
      "-10^9 ≤ each number ≤ 10^9",
      "Aim for O(n): sorting works too, in O(n log n).",
    ],
    tags: ["Hash map", "Arrays"],
    starterCode: {
      javascript12: code`
const n = Number(readline());
const nums = n ? readline().trim().split(/\s+/).map(Number) : [];
// your code here
console.log(0);
`,
      python3: code`
n = int(input())
nums = list(map(int, input().split())) if n else []
# your code here
print(0)
`,
      php: code`
<?php
$n = (int) trim(fgets(STDIN));
$nums = $n ? array_map('intval', preg_split('/\s+/', trim(fgets(STDIN)))) : [];
// your code here
echo 0, "\n";
`,
    },
    referenceSolutions: {
      javascript12: code`
const n = Number(readline());
const nums = n ? readline().trim().split(/\s+/).map(Number) : [];
const values = new Set(nums);
let best = 0;
for (const x of values) {
  if (values.has(x - 1)) continue;
  let length = 1;
  while (values.has(x + length)) length++;
  best = Math.max(best, length);
}
console.log(best);
`,
      python3: code`
n = int(input())
nums = list(map(int, input().split())) if n else []
values = set(nums)
best = 0
for x in values:
    if x - 1 in values:
        continue
    length = 1
    while x + length in values:
        length += 1
    best = max(best, length)
print(best)
`,
      php: code`
<?php
$n = (int) trim(fgets(STDIN));
$nums = $n ? array_map('intval', preg_split('/\s+/', trim(fgets(STDIN)))) : [];
$values = array_fill_keys($nums, true);
$best = 0;
foreach (array_keys($values) as $x) {
    if (isset($values[$x - 1])) {
        continue;
    }
    $length = 1;
    while (isset($values[$x + $length])) {
        $length++;
    }
    $best = max($best, $length);
}
echo $best, "\n";
`,
    },
    testCases: [
      sample("6\n100 4 200 1 3 2", "4"),
      sample("3\n7 7 7", "1"),
      hidden("0", "0"),
      hidden("1\n-5", "1"),
      hidden("10\n0 3 7 2 5 8 4 6 0 1", "9"),
      hidden("4\n-2 -1 1 2", "2"),
      hidden("5\n1000000000 999999999 -1000000000 5 6", "2"),
    ],
    hints: hints(
      "Put every value in a set first.",
      "A run starts at a value x whose x - 1 is not in the set: only count forwards from such starts.",
      "Each value is then visited a bounded number of times: O(n) in all.",
    ),
  },
  {
    id: "subarrays-with-sum-k",
    title: "Stretches that add up to k",
    difficulty: "HARD",
    statement: [
      "Given n integers (some may be negative) and a target k, count the stretches of consecutive numbers whose sum is exactly k. In 1 1 1 with k = 2 there are 2: positions 1-2 and 2-3.",
      "Input: the first line holds n and k, the second the n integers. Output: one integer, the number of such stretches.",
    ],
    constraints: [
      "1 ≤ n ≤ 10^5",
      "-1000 ≤ each number ≤ 1000",
      "-10^7 ≤ k ≤ 10^7",
      "An O(n²) solution is too slow for the largest inputs.",
    ],
    tags: ["Hash map", "Arrays"],
    starterCode: {
      javascript12: code`
const [n, k] = readline().trim().split(/\s+/).map(Number);
const nums = readline().trim().split(/\s+/).map(Number);
// your code here
console.log(0);
`,
      python3: code`
n, k = map(int, input().split())
nums = list(map(int, input().split()))
# your code here
print(0)
`,
      php: code`
<?php
[$n, $k] = array_map('intval', preg_split('/\s+/', trim(fgets(STDIN))));
$nums = array_map('intval', preg_split('/\s+/', trim(fgets(STDIN))));
// your code here
echo 0, "\n";
`,
    },
    referenceSolutions: {
      javascript12: code`
const [n, k] = readline().trim().split(/\s+/).map(Number);
const nums = readline().trim().split(/\s+/).map(Number);
const prefixes = new Map([[0, 1]]);
let sum = 0;
let count = 0;
for (const x of nums) {
  sum += x;
  count += prefixes.get(sum - k) ?? 0;
  prefixes.set(sum, (prefixes.get(sum) ?? 0) + 1);
}
console.log(count);
`,
      python3: code`
n, k = map(int, input().split())
nums = list(map(int, input().split()))
prefixes = {0: 1}
total = count = 0
for x in nums:
    total += x
    count += prefixes.get(total - k, 0)
    prefixes[total] = prefixes.get(total, 0) + 1
print(count)
`,
      php: code`
<?php
[$n, $k] = array_map('intval', preg_split('/\s+/', trim(fgets(STDIN))));
$nums = array_map('intval', preg_split('/\s+/', trim(fgets(STDIN))));
$prefixes = [0 => 1];
$sum = 0;
$count = 0;
foreach ($nums as $x) {
    $sum += $x;
    $count += $prefixes[$sum - $k] ?? 0;
    $prefixes[$sum] = ($prefixes[$sum] ?? 0) + 1;
}
echo $count, "\n";
`,
    },
    testCases: [
      sample("3 2\n1 1 1", "2"),
      sample("5 0\n1 -1 1 -1 1", "6"),
      hidden("1 5\n5", "1"),
      hidden("1 5\n4", "0"),
      hidden("4 0\n0 0 0 0", "10"),
      hidden("6 3\n3 4 -7 3 1 2", "5"),
      hidden("5 -3\n-1 -2 3 -4 1", "4"),
      hidden("7 10\n1000 -990 0 0 10 -10 10", "11"),
    ],
    hints: hints(
      "The sum of the stretch from i + 1 to j is prefix[j] - prefix[i], where prefix[j] is the sum of the first j numbers.",
      "So for each j you need how many earlier prefix sums equal prefix[j] - k.",
      "Walk once, keeping a hash map from prefix sum to how often it was seen (start with 0 seen once).",
    ),
  },
];
