import type { ProblemRecord } from "../problem-types";
import { code, hidden, hints, sample } from "./shared";

/** Math: digits, primes and fast powers (one line in, one line out). */
export const MATH_PROBLEMS: ProblemRecord[] = [
  {
    id: "sum-of-digits",
    title: "Sum of the digits",
    difficulty: "EASY",
    statement: [
      "Read a non-negative integer n and print the sum of its decimal digits.",
      "Input: one line with n (it may have up to 18 digits). Output: one integer, the sum of the digits of n.",
    ],
    constraints: ["0 ≤ n < 10^18", "n has no leading zeros (except n = 0 itself)."],
    tags: ["Math", "Basics"],
    starterCode: {
      javascript12: code`
const n = readline().trim();
// your code here
console.log(0);
`,
      python3: code`
n = input().strip()
# your code here
print(0)
`,
      php: code`
<?php
$n = trim(fgets(STDIN));
// your code here
echo 0, "\n";
`,
    },
    referenceSolutions: {
      javascript12: code`
const n = readline().trim();
let sum = 0;
for (const digit of n) sum += Number(digit);
console.log(sum);
`,
      python3: code`
n = input().strip()
print(sum(int(d) for d in n))
`,
      php: code`
<?php
$n = trim(fgets(STDIN));
echo array_sum(str_split($n)), "\n";
`,
    },
    testCases: [
      sample("12345", "15"),
      sample("909", "18"),
      hidden("0", "0"),
      hidden("7", "7"),
      hidden("999999999999999999", "162"),
      hidden("1000000", "1"),
      hidden("505050505050505050", "45"),
    ],
    hints: hints(
      "Numbers this long do not fit every language's integers: read n as text.",
      "Walk the characters of the text and add each one's value as a digit.",
    ),
  },
  {
    id: "is-it-prime",
    title: "Is it prime?",
    difficulty: "EASY",
    statement: [
      "Read an integer n and say whether it is prime: greater than 1 and divisible only by 1 and itself.",
      "Input: one line with n. Output: prime if n is prime, else not prime.",
    ],
    constraints: ["1 ≤ n ≤ 10^9"],
    tags: ["Math"],
    starterCode: {
      javascript12: code`
const n = Number(readline());
// your code here
console.log('not prime');
`,
      python3: code`
n = int(input())
# your code here
print('not prime')
`,
      php: code`
<?php
$n = (int) trim(fgets(STDIN));
// your code here
echo "not prime\n";
`,
    },
    referenceSolutions: {
      javascript12: code`
const n = Number(readline());
let prime = n > 1;
for (let d = 2; d * d <= n; d++) {
  if (n % d === 0) {
    prime = false;
    break;
  }
}
console.log(prime ? 'prime' : 'not prime');
`,
      python3: code`
n = int(input())
prime = n > 1
d = 2
while d * d <= n:
    if n % d == 0:
        prime = False
        break
    d += 1
print('prime' if prime else 'not prime')
`,
      php: code`
<?php
$n = (int) trim(fgets(STDIN));
$prime = $n > 1;
for ($d = 2; $d * $d <= $n; $d++) {
    if ($n % $d === 0) {
        $prime = false;
        break;
    }
}
echo $prime ? "prime\n" : "not prime\n";
`,
    },
    testCases: [
      sample("7", "prime"),
      sample("12", "not prime"),
      hidden("1", "not prime"),
      hidden("2", "prime"),
      hidden("97", "prime"),
      hidden("25", "not prime"),
      hidden("999999937", "prime"),
      hidden("1000000000", "not prime"),
      hidden("3", "prime"),
    ],
    hints: hints(
      "1 is not prime; 2 is the only even prime.",
      "If n has a divisor other than 1 and n, it has one no larger than the square root of n.",
      "Try d = 2, 3, ... while d * d ≤ n: about 31,623 steps at most.",
    ),
  },
  {
    id: "fast-power-modulo",
    title: "Power modulo m",
    difficulty: "HARD",
    statement: [
      "Read three integers a, b and m and print a to the power b, modulo m: the remainder of a^b divided by m.",
      "b can be as large as 10^18, so multiplying a by itself b times is far too slow. Input: one line with a, b and m. Output: one integer between 0 and m - 1.",
    ],
    constraints: [
      "0 ≤ a < 10^9",
      "0 ≤ b ≤ 10^18",
      "1 ≤ m ≤ 10^9",
      "a^0 is 1 (also for a = 0), taken modulo m.",
    ],
    tags: ["Math", "Recursion"],
    starterCode: {
      javascript12: code`
const [a, b, m] = readline().trim().split(/\s+/).map(BigInt);
// your code here (BigInt: b does not fit in a double)
console.log('0');
`,
      python3: code`
a, b, m = map(int, input().split())
# your code here
print(0)
`,
      php: code`
<?php
[$a, $b, $m] = array_map('intval', preg_split('/\s+/', trim(fgets(STDIN))));
// your code here
echo 0, "\n";
`,
    },
    referenceSolutions: {
      javascript12: code`
const [a, b, m] = readline().trim().split(/\s+/).map(BigInt);
function power(base, exponent) {
  if (exponent === 0n) return 1n % m;
  const half = power(base, exponent / 2n);
  const square = (half * half) % m;
  return exponent % 2n === 0n ? square : (square * (base % m)) % m;
}
console.log(power(a, b).toString());
`,
      python3: code`
import sys

sys.setrecursionlimit(10000)
a, b, m = map(int, input().split())


def power(base, exponent):
    if exponent == 0:
        return 1 % m
    half = power(base, exponent // 2)
    square = half * half % m
    return square if exponent % 2 == 0 else square * (base % m) % m


print(power(a, b))
`,
      php: code`
<?php
[$a, $b, $m] = array_map('intval', preg_split('/\s+/', trim(fgets(STDIN))));
function power(int $base, int $exponent, int $m): int
{
    if ($exponent === 0) {
        return 1 % $m;
    }
    $half = power($base, intdiv($exponent, 2), $m);
    $square = $half * $half % $m;
    return $exponent % 2 === 0 ? $square : $square * ($base % $m) % $m;
}
echo power($a, $b, $m), "\n";
`,
    },
    testCases: [
      sample("2 10 1000", "24"),
      sample("3 0 7", "1"),
      hidden("5 3 13", "8"),
      hidden("7 1 1", "0"),
      hidden("0 0 5", "1"),
      hidden("0 5 5", "0"),
      hidden("123456789 1000000000000000000 998244353", "574599152"),
      hidden("2 62 1000000007", "145586002"),
      hidden("999999999 999999999999999999 999999937", "655652178"),
    ],
    hints: hints(
      "a^b = (a^(b/2))^2 when b is even, and a · (a^(b/2))^2 when b is odd (b/2 rounded down).",
      "Take the remainder modulo m after every multiplication, so the numbers stay below m².",
      "Each step halves b: about 60 steps for b = 10^18. In JavaScript use BigInt, since m² does not fit in a double.",
    ),
  },
];
