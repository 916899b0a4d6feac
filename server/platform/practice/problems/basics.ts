import type { ProblemRecord } from "../problem-types";
import { code, hidden, javaMain, sample } from "./shared";

/** The three EASY problems: one line in, one line out. */
export const BASICS_PROBLEMS: ProblemRecord[] = [
  {
    id: "sum-of-two-numbers",
    title: "Sum of two numbers",
    difficulty: "EASY",
    statement: [
      "Read two integers a and b and print their sum.",
      "Input: one line with a and b separated by a single space. Output: one line with the value of a + b.",
    ],
    constraints: [
      "-10^9 ≤ a, b ≤ 10^9",
      "The sum fits in a 64-bit integer (and exactly in a JavaScript number).",
    ],
    tags: ["Basics", "Math"],
    starterCode: {
      javascript12: code`
const [a, b] = readline().split(' ').map(Number);
// your code here
console.log(0);
`,
      python3: code`
a, b = map(int, input().split())
# your code here
print(0)
`,
      php: code`
<?php
[$a, $b] = array_map('intval', explode(' ', trim(fgets(STDIN))));
// your code here
echo 0, "\n";
`,
      java13: javaMain(code`
long a = in.nextLong();
long b = in.nextLong();
// your code here
System.out.println(0);
`),
    },
    referenceSolutions: {
      javascript12: code`
const [a, b] = readline().split(' ').map(Number);
console.log(a + b);
`,
      python3: code`
a, b = map(int, input().split())
print(a + b)
`,
      php: code`
<?php
[$a, $b] = array_map('intval', explode(' ', trim(fgets(STDIN))));
echo $a + $b, "\n";
`,
      java13: javaMain(code`
long a = in.nextLong();
long b = in.nextLong();
System.out.println(a + b);
`),
    },
    testCases: [
      sample("2 3", "5"),
      sample("-4 10", "6"),
      hidden("0 0", "0"),
      hidden("1000000000 1000000000", "2000000000"),
      hidden("-7 -8", "-15"),
      hidden("-1000000000 999999999", "-1"),
    ],
    hints: [
      { id: "h1", content: "Split the line on the space and turn both parts into numbers." },
      { id: "h2", content: "Print a + b and nothing else: no label, no extra text." },
    ],
  },
  {
    id: "reverse-a-string",
    title: "Reverse a string",
    difficulty: "EASY",
    statement: [
      "Read one line of text and print it reversed, character by character.",
      "Input: one line of text; it may hold spaces and punctuation, and it may be empty. Output: one line with the same characters in reverse order (an empty line for an empty text).",
    ],
    constraints: ["0 ≤ length ≤ 10^5", "The text holds printable ASCII characters only."],
    tags: ["Strings", "Basics"],
    starterCode: {
      javascript12: code`
const text = readline() ?? '';
// your code here
console.log(text);
`,
      python3: code`
import sys

text = sys.stdin.readline().rstrip('\n')
# your code here
print(text)
`,
      php: code`
<?php
$line = fgets(STDIN);
$text = $line === false ? '' : rtrim($line, "\r\n");
// your code here
echo $text, "\n";
`,
      java13: javaMain(code`
String text = in.hasNextLine() ? in.nextLine() : "";
// your code here
System.out.println(text);
`),
    },
    referenceSolutions: {
      javascript12: code`
const text = readline() ?? '';
console.log(text.split('').reverse().join(''));
`,
      python3: code`
import sys

text = sys.stdin.readline().rstrip('\n')
print(text[::-1])
`,
      php: code`
<?php
$line = fgets(STDIN);
$text = $line === false ? '' : rtrim($line, "\r\n");
echo strrev($text), "\n";
`,
      java13: javaMain(code`
String text = in.hasNextLine() ? in.nextLine() : "";
System.out.println(new StringBuilder(text).reverse());
`),
    },
    testCases: [
      sample("hello", "olleh"),
      sample("Data Analyst", "tsylanA ataD"),
      hidden("", ""),
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
      { id: "h3", content: "An empty line must stay empty: read it without failing on it." },
    ],
  },
  {
    id: "count-vowels",
    title: "Count the vowels",
    difficulty: "EASY",
    statement: [
      "Read one line of text and print how many vowels it holds. The vowels are a, e, i, o and u, in either case; y is not a vowel.",
      "Input: one line of text, possibly empty. Output: one integer, the number of vowels.",
    ],
    constraints: ["0 ≤ length ≤ 10^5", "The text holds printable ASCII characters only."],
    tags: ["Strings", "Counting"],
    starterCode: {
      javascript12: code`
const text = readline() ?? '';
let count = 0;
// your code here
console.log(count);
`,
      python3: code`
import sys

text = sys.stdin.readline().rstrip('\n')
count = 0
# your code here
print(count)
`,
      php: code`
<?php
$line = fgets(STDIN);
$text = $line === false ? '' : rtrim($line, "\r\n");
$count = 0;
// your code here
echo $count, "\n";
`,
      java13: javaMain(code`
String text = in.hasNextLine() ? in.nextLine() : "";
int count = 0;
// your code here
System.out.println(count);
`),
    },
    referenceSolutions: {
      javascript12: code`
const text = readline() ?? '';
console.log((text.match(/[aeiou]/gi) || []).length);
`,
      python3: code`
import sys

text = sys.stdin.readline().rstrip('\n')
print(sum(1 for c in text.lower() if c in 'aeiou'))
`,
      php: code`
<?php
$line = fgets(STDIN);
$text = $line === false ? '' : rtrim($line, "\r\n");
echo preg_match_all('/[aeiou]/i', $text), "\n";
`,
      java13: javaMain(code`
String text = in.hasNextLine() ? in.nextLine() : "";
int count = 0;
for (char c : text.toLowerCase().toCharArray()) {
    if ("aeiou".indexOf(c) >= 0) count++;
}
System.out.println(count);
`),
    },
    testCases: [
      sample("Product Manager", "5"),
      sample("rhythm", "0"),
      hidden("AEIOU aeiou", "10"),
      hidden("", "0"),
      hidden("x", "0"),
      hidden("Upskilling bootcamp", "6"),
    ],
    hints: [
      { id: "h1", content: "Lower-case the text first, so you only check five letters." },
      { id: "h2", content: "Count the characters that are in the string 'aeiou'." },
    ],
  },
];
