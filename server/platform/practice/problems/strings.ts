import type { ProblemRecord } from "../problem-types";
import { code, hidden, hints, sample } from "./shared";

/** Strings: palindromes, run-length encoding and the longest run without a repeat. */
export const STRING_PROBLEMS: ProblemRecord[] = [
  {
    id: "palindrome-sentence",
    title: "Palindrome sentence",
    difficulty: "EASY",
    statement: [
      'A sentence is a palindrome if its letters and digits read the same forwards and backwards, ignoring case, spaces and punctuation. "Was it a car or a cat I saw?" is one.',
      "Input: one line of text, possibly empty. Output: true if it is a palindrome in that sense, else false. A line with no letters or digits is a palindrome.",
    ],
    constraints: ["0 ≤ length ≤ 10^5", "The text holds printable ASCII characters only."],
    tags: ["Strings", "Two pointers"],
    starterCode: {
      javascript12: code`
const text = readline() ?? '';
// your code here
console.log('false');
`,
      python3: code`
import sys

text = sys.stdin.readline().rstrip('\n')
# your code here
print('false')
`,
      php: code`
<?php
$line = fgets(STDIN);
$text = $line === false ? '' : rtrim($line, "\r\n");
// your code here
echo "false\n";
`,
    },
    referenceSolutions: {
      javascript12: code`
const text = readline() ?? '';
const kept = text.toLowerCase().replace(/[^a-z0-9]/g, '');
let i = 0;
let j = kept.length - 1;
let ok = true;
while (i < j) {
  if (kept[i] !== kept[j]) {
    ok = false;
    break;
  }
  i++;
  j--;
}
console.log(ok ? 'true' : 'false');
`,
      python3: code`
import sys

text = sys.stdin.readline().rstrip('\n')
kept = [c for c in text.lower() if c.isascii() and c.isalnum()]
i, j = 0, len(kept) - 1
ok = True
while i < j:
    if kept[i] != kept[j]:
        ok = False
        break
    i += 1
    j -= 1
print('true' if ok else 'false')
`,
      php: code`
<?php
$line = fgets(STDIN);
$text = $line === false ? '' : rtrim($line, "\r\n");
$kept = preg_replace('/[^a-z0-9]/', '', strtolower($text));
$i = 0;
$j = strlen($kept) - 1;
$ok = true;
while ($i < $j) {
    if ($kept[$i] !== $kept[$j]) {
        $ok = false;
        break;
    }
    $i++;
    $j--;
}
echo $ok ? "true\n" : "false\n";
`,
    },
    testCases: [
      sample("Was it a car or a cat I saw?", "true"),
      sample("Data Analyst", "false"),
      hidden("", "true"),
      hidden("!!", "true"),
      hidden("a", "true"),
      hidden("No 'x' in Nixon", "true"),
      hidden("12321", "true"),
      hidden("123 21x", "false"),
      hidden("ab", "false"),
    ],
    hints: hints(
      "Keep only the letters and digits, in lower case.",
      "Compare the first kept character with the last, then move both ends inwards: two pointers.",
      "Stop at the first pair that differs; if the pointers meet, it is a palindrome.",
    ),
  },
  {
    id: "run-length-encoding",
    title: "Run-length encoding",
    difficulty: "MEDIUM",
    statement: [
      'Compress a word by writing each run of the same letter as the letter followed by the run\'s length; a run of one letter is written as the letter alone. "aaabccdddd" becomes "a3bc2d4".',
      "Input: one line with the word, possibly empty. Output: the encoded word on one line (an empty line for an empty word).",
    ],
    constraints: ["0 ≤ length ≤ 10^5", "The word holds lower-case letters a to z."],
    tags: ["Strings", "Two pointers"],
    starterCode: {
      javascript12: code`
const word = readline() ?? '';
// your code here
console.log(word);
`,
      python3: code`
import sys

word = sys.stdin.readline().strip()
# your code here
print(word)
`,
      php: code`
<?php
$line = fgets(STDIN);
$word = $line === false ? '' : trim($line);
// your code here
echo $word, "\n";
`,
    },
    referenceSolutions: {
      javascript12: code`
const word = (readline() ?? '').trim();
const parts = [];
let i = 0;
while (i < word.length) {
  let j = i;
  while (j < word.length && word[j] === word[i]) j++;
  parts.push(j - i > 1 ? word[i] + (j - i) : word[i]);
  i = j;
}
console.log(parts.join(''));
`,
      python3: code`
import sys

word = sys.stdin.readline().strip()
parts = []
i = 0
while i < len(word):
    j = i
    while j < len(word) and word[j] == word[i]:
        j += 1
    parts.append(word[i] + (str(j - i) if j - i > 1 else ''))
    i = j
print(''.join(parts))
`,
      php: code`
<?php
$line = fgets(STDIN);
$word = $line === false ? '' : trim($line);
$out = '';
$i = 0;
$n = strlen($word);
while ($i < $n) {
    $j = $i;
    while ($j < $n && $word[$j] === $word[$i]) {
        $j++;
    }
    $out .= $word[$i] . ($j - $i > 1 ? (string) ($j - $i) : '');
    $i = $j;
}
echo $out, "\n";
`,
    },
    testCases: [
      sample("aaabccdddd", "a3bc2d4"),
      sample("abc", "abc"),
      hidden("", ""),
      hidden("z", "z"),
      hidden("zzzzzzzzzzzz", "z12"),
      hidden("aabbaa", "a2b2a2"),
      hidden("abbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbc", "ab31c"),
    ],
    hints: hints(
      "Walk the word keeping where the current run started.",
      "When the letter changes (or the word ends), write the run's letter and, if it is longer than one, its length.",
      "A run can be 10 or more long: write its whole length, not one digit.",
    ),
  },
  {
    id: "longest-substring-without-repeats",
    title: "Longest stretch without a repeat",
    difficulty: "MEDIUM",
    statement: [
      'Find the length of the longest stretch of consecutive characters of a line in which no character appears twice. In "abcabcbb" it is 3 ("abc").',
      "Input: one line of text, possibly empty. Output: one integer, the length of the longest such stretch.",
    ],
    constraints: [
      "0 ≤ length ≤ 10^5",
      "The text holds printable ASCII characters only (spaces count as characters).",
    ],
    tags: ["Strings", "Hash map", "Two pointers"],
    starterCode: {
      javascript12: code`
const text = readline() ?? '';
// your code here
console.log(0);
`,
      python3: code`
import sys

text = sys.stdin.readline().rstrip('\n')
# your code here
print(0)
`,
      php: code`
<?php
$line = fgets(STDIN);
$text = $line === false ? '' : rtrim($line, "\r\n");
// your code here
echo 0, "\n";
`,
    },
    referenceSolutions: {
      javascript12: code`
const text = readline() ?? '';
const last = new Map();
let start = 0;
let best = 0;
for (let i = 0; i < text.length; i++) {
  const seen = last.get(text[i]);
  if (seen !== undefined && seen >= start) start = seen + 1;
  last.set(text[i], i);
  best = Math.max(best, i - start + 1);
}
console.log(best);
`,
      python3: code`
import sys

text = sys.stdin.readline().rstrip('\n')
last = {}
start = best = 0
for i, c in enumerate(text):
    if last.get(c, -1) >= start:
        start = last[c] + 1
    last[c] = i
    best = max(best, i - start + 1)
print(best)
`,
      php: code`
<?php
$line = fgets(STDIN);
$text = $line === false ? '' : rtrim($line, "\r\n");
$last = [];
$start = 0;
$best = 0;
for ($i = 0, $n = strlen($text); $i < $n; $i++) {
    $c = $text[$i];
    if (isset($last[$c]) && $last[$c] >= $start) {
        $start = $last[$c] + 1;
    }
    $last[$c] = $i;
    $best = max($best, $i - $start + 1);
}
echo $best, "\n";
`,
    },
    testCases: [
      sample("abcabcbb", "3"),
      sample("bbbbb", "1"),
      hidden("", "0"),
      hidden("a", "1"),
      hidden("pwwkew", "3"),
      hidden("abba", "2"),
      hidden("dvdf", "3"),
      hidden("a b c a", "3"),
      hidden("abcdefghijklmnopqrstuvwxyz", "26"),
    ],
    hints: hints(
      "Keep a window [start, i] that has no repeat, and grow it one character at a time.",
      "Remember where each character was last seen (a hash map). If the new character was seen inside the window, move start just past that place.",
      "The answer is the widest window seen; each character is looked at once, so it is O(n).",
    ),
  },
];
