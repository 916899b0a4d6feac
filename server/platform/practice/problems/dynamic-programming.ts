import type { ProblemRecord } from "../problem-types";
import { code, hidden, hints, sample } from "./shared";

/** Dynamic programming: the answer for a big input built from the answers for smaller ones. */
export const DYNAMIC_PROGRAMMING_PROBLEMS: ProblemRecord[] = [
  {
    id: "ways-up-the-stairs",
    title: "Ways up the stairs",
    difficulty: "EASY",
    statement: [
      "You climb a staircase of n steps, taking 1, 2 or 3 steps at a time. Print in how many different orders of moves you can reach the top. For n = 3 there are 4: 1+1+1, 1+2, 2+1 and 3.",
      "Input: one line with n. Output: one integer, the number of ways (1 for n = 0: standing still).",
    ],
    constraints: ["0 ≤ n ≤ 50", "The answer for n = 50 is below 2^53."],
    tags: ["Dynamic programming", "Recursion"],
    starterCode: {
      javascript12: code`
const n = Number(readline());
// your code here
console.log(0);
`,
      python3: code`
n = int(input())
# your code here
print(0)
`,
      php: code`
<?php
$n = (int) trim(fgets(STDIN));
// your code here
echo 0, "\n";
`,
    },
    referenceSolutions: {
      javascript12: code`
const n = Number(readline());
const ways = [1, 1, 2];
for (let i = 3; i <= n; i++) ways[i] = ways[i - 1] + ways[i - 2] + ways[i - 3];
console.log(ways[n]);
`,
      python3: code`
n = int(input())
ways = [1, 1, 2]
for i in range(3, n + 1):
    ways.append(ways[i - 1] + ways[i - 2] + ways[i - 3])
print(ways[n])
`,
      php: code`
<?php
$n = (int) trim(fgets(STDIN));
$ways = [1, 1, 2];
for ($i = 3; $i <= $n; $i++) {
    $ways[$i] = $ways[$i - 1] + $ways[$i - 2] + $ways[$i - 3];
}
echo $ways[$n], "\n";
`,
    },
    testCases: [
      sample("3", "4"),
      sample("4", "7"),
      hidden("0", "1"),
      hidden("1", "1"),
      hidden("2", "2"),
      hidden("10", "274"),
      hidden("50", "10562230626642"),
    ],
    hints: hints(
      "The last move onto step n was 1, 2 or 3 steps long.",
      "So ways(n) = ways(n - 1) + ways(n - 2) + ways(n - 3), with ways(0) = 1.",
      "Fill the values from 0 up to n in a list: each is computed once.",
    ),
  },
  {
    id: "fewest-coins",
    title: "Fewest coins for an amount",
    difficulty: "MEDIUM",
    statement: [
      "Given the values of k kinds of coins (as many of each as you like) and an amount, print the fewest coins that add up to exactly the amount, or -1 if no combination does.",
      "Input: the first line holds k and the amount, the second the k coin values. Output: one integer, the fewest coins, or -1 (0 for an amount of 0).",
    ],
    constraints: [
      "1 ≤ k ≤ 12",
      "1 ≤ each coin ≤ 10^4",
      "0 ≤ amount ≤ 10^4",
      "Taking the largest coin first does not always give the fewest coins.",
    ],
    tags: ["Dynamic programming", "Arrays"],
    starterCode: {
      javascript12: code`
const [k, amount] = readline().trim().split(/\s+/).map(Number);
const coins = readline().trim().split(/\s+/).map(Number);
// your code here
console.log(-1);
`,
      python3: code`
k, amount = map(int, input().split())
coins = list(map(int, input().split()))
# your code here
print(-1)
`,
      php: code`
<?php
[$k, $amount] = array_map('intval', preg_split('/\s+/', trim(fgets(STDIN))));
$coins = array_map('intval', preg_split('/\s+/', trim(fgets(STDIN))));
// your code here
echo -1, "\n";
`,
    },
    referenceSolutions: {
      javascript12: code`
const [, amount] = readline().trim().split(/\s+/).map(Number);
const coins = readline().trim().split(/\s+/).map(Number);
const best = new Array(amount + 1).fill(Infinity);
best[0] = 0;
for (let a = 1; a <= amount; a++) {
  for (const c of coins) if (c <= a && best[a - c] + 1 < best[a]) best[a] = best[a - c] + 1;
}
console.log(best[amount] === Infinity ? -1 : best[amount]);
`,
      python3: code`
_, amount = map(int, input().split())
coins = list(map(int, input().split()))
INF = float('inf')
best = [0] + [INF] * amount
for a in range(1, amount + 1):
    for c in coins:
        if c <= a and best[a - c] + 1 < best[a]:
            best[a] = best[a - c] + 1
print(-1 if best[amount] == INF else best[amount])
`,
      php: code`
<?php
[, $amount] = array_map('intval', preg_split('/\s+/', trim(fgets(STDIN))));
$coins = array_map('intval', preg_split('/\s+/', trim(fgets(STDIN))));
$best = array_fill(0, $amount + 1, PHP_INT_MAX);
$best[0] = 0;
for ($a = 1; $a <= $amount; $a++) {
    foreach ($coins as $c) {
        if ($c <= $a && $best[$a - $c] !== PHP_INT_MAX && $best[$a - $c] + 1 < $best[$a]) {
            $best[$a] = $best[$a - $c] + 1;
        }
    }
}
echo $best[$amount] === PHP_INT_MAX ? -1 : $best[$amount], "\n";
`,
    },
    testCases: [
      sample("3 11\n1 2 5", "3"),
      sample("1 3\n2", "-1"),
      hidden("1 0\n7", "0"),
      hidden("3 6\n1 3 4", "2"),
      hidden("2 7\n2 4", "-1"),
      hidden("4 10000\n1 7 13 250", "40"),
      hidden("3 9999\n10000 5000 3", "3333"),
    ],
    hints: hints(
      "Greedy fails: with coins 1, 3, 4 and amount 6, taking 4 first needs 3 coins, but 3 + 3 needs 2.",
      "Let best[a] be the fewest coins for amount a; best[0] = 0.",
      "best[a] = 1 + the smallest best[a - c] over the coins c ≤ a. Fill a from 1 up to the amount.",
    ),
  },
  {
    id: "longest-common-subsequence",
    title: "Longest common subsequence",
    difficulty: "HARD",
    statement: [
      "A subsequence of a word keeps some of its letters, in order, not necessarily side by side: ace is a subsequence of abcde. Given two words, print the length of the longest word that is a subsequence of both.",
      "Input: two lines, one word each. Output: one integer, the length of their longest common subsequence.",
    ],
    constraints: ["1 ≤ length of each word ≤ 1000", "Lower-case letters a to z."],
    tags: ["Dynamic programming", "Strings"],
    starterCode: {
      javascript12: code`
const a = readline().trim();
const b = readline().trim();
// your code here
console.log(0);
`,
      python3: code`
a = input().strip()
b = input().strip()
# your code here
print(0)
`,
      php: code`
<?php
$a = trim(fgets(STDIN));
$b = trim(fgets(STDIN));
// your code here
echo 0, "\n";
`,
    },
    referenceSolutions: {
      javascript12: code`
const a = readline().trim();
const b = readline().trim();
let previous = new Array(b.length + 1).fill(0);
for (let i = 1; i <= a.length; i++) {
  const row = new Array(b.length + 1).fill(0);
  for (let j = 1; j <= b.length; j++) {
    row[j] = a[i - 1] === b[j - 1] ? previous[j - 1] + 1 : Math.max(previous[j], row[j - 1]);
  }
  previous = row;
}
console.log(previous[b.length]);
`,
      python3: code`
a = input().strip()
b = input().strip()
previous = [0] * (len(b) + 1)
for x in a:
    row = [0]
    for j, y in enumerate(b, 1):
        row.append(previous[j - 1] + 1 if x == y else max(previous[j], row[j - 1]))
    previous = row
print(previous[-1])
`,
      php: code`
<?php
$a = trim(fgets(STDIN));
$b = trim(fgets(STDIN));
$m = strlen($b);
$previous = array_fill(0, $m + 1, 0);
for ($i = 1, $n = strlen($a); $i <= $n; $i++) {
    $row = array_fill(0, $m + 1, 0);
    for ($j = 1; $j <= $m; $j++) {
        $row[$j] = $a[$i - 1] === $b[$j - 1] ? $previous[$j - 1] + 1 : max($previous[$j], $row[$j - 1]);
    }
    $previous = $row;
}
echo $previous[$m], "\n";
`,
    },
    testCases: [
      sample("abcde\nace", "3"),
      sample("abc\ndef", "0"),
      hidden("a\na", "1"),
      hidden("abc\nabc", "3"),
      hidden("abcbdab\nbdcaba", "4"),
      hidden("aaaa\naa", "2"),
      hidden("zyxwvutsrq\nqrstuvwxyz", "1"),
      hidden(
        "abababababababababababababababababababababababababababababababababababababababababababababababababababababababababababababababababababababababababababababababababababababababababababababababababababab\nbabababababababababababababababababababababababababababababababababababababababababababababababababababababababababababababababababababababababababababababababababababababababababababababababababababa",
        "199",
      ),
    ],
    hints: hints(
      "Compare the last letters: if they are equal, they end the common subsequence of the two shorter prefixes, plus one.",
      "Otherwise drop the last letter of one word or of the other, whichever leaves the longer answer.",
      "Fill a table L[i][j] for the first i letters of a and the first j of b; keeping only the previous row is enough.",
    ),
  },
];
