import type { ProblemRecord } from "../problem-types";
import { code, hidden, hints, sample } from "./shared";

/** Recursion: a function that calls itself on a smaller input, down to a base case. */
export const RECURSION_PROBLEMS: ProblemRecord[] = [
  {
    id: "fibonacci-number",
    title: "The n-th Fibonacci number",
    difficulty: "EASY",
    statement: [
      "The Fibonacci numbers start F(0) = 0, F(1) = 1, and each next one is the sum of the two before it: 0, 1, 1, 2, 3, 5, 8, ... Read n and print F(n).",
      "Input: one line with n. Output: one integer, F(n).",
    ],
    constraints: [
      "0 ≤ n ≤ 70",
      "F(70) = 190392490709135 still fits exactly in a JavaScript number.",
    ],
    tags: ["Recursion", "Dynamic programming", "Math"],
    starterCode: {
      javascript12: code`
const n = Number(readline());
function fib(k) {
  // your code here
  return 0;
}
console.log(fib(n));
`,
      python3: code`
n = int(input())


def fib(k):
    # your code here
    return 0


print(fib(n))
`,
      php: code`
<?php
$n = (int) trim(fgets(STDIN));
function fib(int $k): int
{
    // your code here
    return 0;
}
echo fib($n), "\n";
`,
    },
    referenceSolutions: {
      javascript12: code`
const n = Number(readline());
const memo = new Map();
function fib(k) {
  if (k < 2) return k;
  if (!memo.has(k)) memo.set(k, fib(k - 1) + fib(k - 2));
  return memo.get(k);
}
console.log(fib(n));
`,
      python3: code`
from functools import lru_cache

n = int(input())


@lru_cache(maxsize=None)
def fib(k):
    return k if k < 2 else fib(k - 1) + fib(k - 2)


print(fib(n))
`,
      php: code`
<?php
$n = (int) trim(fgets(STDIN));
function fib(int $k, array &$memo = []): int
{
    if ($k < 2) {
        return $k;
    }
    return $memo[$k] ??= fib($k - 1, $memo) + fib($k - 2, $memo);
}
echo fib($n), "\n";
`,
    },
    testCases: [
      sample("10", "55"),
      sample("1", "1"),
      hidden("0", "0"),
      hidden("2", "1"),
      hidden("30", "832040"),
      hidden("50", "12586269025"),
      hidden("70", "190392490709135"),
    ],
    hints: hints(
      "The base cases: F(0) = 0 and F(1) = 1.",
      "Calling fib(k - 1) and fib(k - 2) directly repeats the same calls exponentially often: fib(70) would never finish.",
      "Remember each F(k) once computed (memoisation), or build the numbers from the bottom up in a loop.",
    ),
  },
  {
    id: "all-subsets",
    title: "Every subset of the letters",
    difficulty: "MEDIUM",
    statement: [
      "Given a word of distinct letters in alphabetical order, print every non-empty subset of its letters, each written with its letters in the word's order, one per line, in alphabetical (dictionary) order. For abc: a, ab, abc, ac, b, bc, c.",
      "Input: one line with the word. Output: 2^n - 1 lines, one subset each.",
    ],
    constraints: [
      "1 ≤ n ≤ 10 letters",
      "The letters are distinct lower-case a to z, given in alphabetical order.",
    ],
    tags: ["Recursion", "Strings"],
    starterCode: {
      javascript12: code`
const word = readline().trim();
// your code here
console.log(word);
`,
      python3: code`
word = input().strip()
# your code here
print(word)
`,
      php: code`
<?php
$word = trim(fgets(STDIN));
// your code here
echo $word, "\n";
`,
    },
    referenceSolutions: {
      javascript12: code`
const word = readline().trim();
const out = [];
function extend(prefix, from) {
  for (let i = from; i < word.length; i++) {
    out.push(prefix + word[i]);
    extend(prefix + word[i], i + 1);
  }
}
extend('', 0);
console.log(out.join('\n'));
`,
      python3: code`
word = input().strip()
out = []


def extend(prefix, start):
    for i in range(start, len(word)):
        out.append(prefix + word[i])
        extend(prefix + word[i], i + 1)


extend('', 0)
print('\n'.join(out))
`,
      php: code`
<?php
$word = trim(fgets(STDIN));
$out = [];
function extend(string $word, string $prefix, int $from, array &$out): void
{
    for ($i = $from; $i < strlen($word); $i++) {
        $out[] = $prefix . $word[$i];
        extend($word, $prefix . $word[$i], $i + 1, $out);
    }
}
extend($word, '', 0, $out);
echo implode("\n", $out), "\n";
`,
    },
    testCases: [
      sample("abc", "a\nab\nabc\nac\nb\nbc\nc"),
      sample("xy", "x\nxy\ny"),
      hidden("a", "a"),
      hidden("abcd", "a\nab\nabc\nabcd\nabd\nac\nacd\nad\nb\nbc\nbcd\nbd\nc\ncd\nd"),
      hidden("bdfh", "b\nbd\nbdf\nbdfh\nbdh\nbf\nbfh\nbh\nd\ndf\ndfh\ndh\nf\nfh\nh"),
      hidden(
        "abcdefghij",
        "a\nab\nabc\nabcd\nabcde\nabcdef\nabcdefg\nabcdefgh\nabcdefghi\nabcdefghij\nabcdefghj\nabcdefgi\nabcdefgij\nabcdefgj\nabcdefh\nabcdefhi\nabcdefhij\nabcdefhj\nabcdefi\nabcdefij\nabcdefj\nabcdeg\nabcdegh\nabcdeghi\nabcdeghij\nabcdeghj\nabcdegi\nabcdegij\nabcdegj\nabcdeh\nabcdehi\nabcdehij\nabcdehj\nabcdei\nabcdeij\nabcdej\nabcdf\nabcdfg\nabcdfgh\nabcdfghi\nabcdfghij\nabcdfghj\nabcdfgi\nabcdfgij\nabcdfgj\nabcdfh\nabcdfhi\nabcdfhij\nabcdfhj\nabcdfi\nabcdfij\nabcdfj\nabcdg\nabcdgh\nabcdghi\nabcdghij\nabcdghj\nabcdgi\nabcdgij\nabcdgj\nabcdh\nabcdhi\nabcdhij\nabcdhj\nabcdi\nabcdij\nabcdj\nabce\nabcef\nabcefg\nabcefgh\nabcefghi\nabcefghij\nabcefghj\nabcefgi\nabcefgij\nabcefgj\nabcefh\nabcefhi\nabcefhij\nabcefhj\nabcefi\nabcefij\nabcefj\nabceg\nabcegh\nabceghi\nabceghij\nabceghj\nabcegi\nabcegij\nabcegj\nabceh\nabcehi\nabcehij\nabcehj\nabcei\nabceij\nabcej\nabcf\nabcfg\nabcfgh\nabcfghi\nabcfghij\nabcfghj\nabcfgi\nabcfgij\nabcfgj\nabcfh\nabcfhi\nabcfhij\nabcfhj\nabcfi\nabcfij\nabcfj\nabcg\nabcgh\nabcghi\nabcghij\nabcghj\nabcgi\nabcgij\nabcgj\nabch\nabchi\nabchij\nabchj\nabci\nabcij\nabcj\nabd\nabde\nabdef\nabdefg\nabdefgh\nabdefghi\nabdefghij\nabdefghj\nabdefgi\nabdefgij\nabdefgj\nabdefh\nabdefhi\nabdefhij\nabdefhj\nabdefi\nabdefij\nabdefj\nabdeg\nabdegh\nabdeghi\nabdeghij\nabdeghj\nabdegi\nabdegij\nabdegj\nabdeh\nabdehi\nabdehij\nabdehj\nabdei\nabdeij\nabdej\nabdf\nabdfg\nabdfgh\nabdfghi\nabdfghij\nabdfghj\nabdfgi\nabdfgij\nabdfgj\nabdfh\nabdfhi\nabdfhij\nabdfhj\nabdfi\nabdfij\nabdfj\nabdg\nabdgh\nabdghi\nabdghij\nabdghj\nabdgi\nabdgij\nabdgj\nabdh\nabdhi\nabdhij\nabdhj\nabdi\nabdij\nabdj\nabe\nabef\nabefg\nabefgh\nabefghi\nabefghij\nabefghj\nabefgi\nabefgij\nabefgj\nabefh\nabefhi\nabefhij\nabefhj\nabefi\nabefij\nabefj\nabeg\nabegh\nabeghi\nabeghij\nabeghj\nabegi\nabegij\nabegj\nabeh\nabehi\nabehij\nabehj\nabei\nabeij\nabej\nabf\nabfg\nabfgh\nabfghi\nabfghij\nabfghj\nabfgi\nabfgij\nabfgj\nabfh\nabfhi\nabfhij\nabfhj\nabfi\nabfij\nabfj\nabg\nabgh\nabghi\nabghij\nabghj\nabgi\nabgij\nabgj\nabh\nabhi\nabhij\nabhj\nabi\nabij\nabj\nac\nacd\nacde\nacdef\nacdefg\nacdefgh\nacdefghi\nacdefghij\nacdefghj\nacdefgi\nacdefgij\nacdefgj\nacdefh\nacdefhi\nacdefhij\nacdefhj\nacdefi\nacdefij\nacdefj\nacdeg\nacdegh\nacdeghi\nacdeghij\nacdeghj\nacdegi\nacdegij\nacdegj\nacdeh\nacdehi\nacdehij\nacdehj\nacdei\nacdeij\nacdej\nacdf\nacdfg\nacdfgh\nacdfghi\nacdfghij\nacdfghj\nacdfgi\nacdfgij\nacdfgj\nacdfh\nacdfhi\nacdfhij\nacdfhj\nacdfi\nacdfij\nacdfj\nacdg\nacdgh\nacdghi\nacdghij\nacdghj\nacdgi\nacdgij\nacdgj\nacdh\nacdhi\nacdhij\nacdhj\nacdi\nacdij\nacdj\nace\nacef\nacefg\nacefgh\nacefghi\nacefghij\nacefghj\nacefgi\nacefgij\nacefgj\nacefh\nacefhi\nacefhij\nacefhj\nacefi\nacefij\nacefj\naceg\nacegh\naceghi\naceghij\naceghj\nacegi\nacegij\nacegj\naceh\nacehi\nacehij\nacehj\nacei\naceij\nacej\nacf\nacfg\nacfgh\nacfghi\nacfghij\nacfghj\nacfgi\nacfgij\nacfgj\nacfh\nacfhi\nacfhij\nacfhj\nacfi\nacfij\nacfj\nacg\nacgh\nacghi\nacghij\nacghj\nacgi\nacgij\nacgj\nach\nachi\nachij\nachj\naci\nacij\nacj\nad\nade\nadef\nadefg\nadefgh\nadefghi\nadefghij\nadefghj\nadefgi\nadefgij\nadefgj\nadefh\nadefhi\nadefhij\nadefhj\nadefi\nadefij\nadefj\nadeg\nadegh\nadeghi\nadeghij\nadeghj\nadegi\nadegij\nadegj\nadeh\nadehi\nadehij\nadehj\nadei\nadeij\nadej\nadf\nadfg\nadfgh\nadfghi\nadfghij\nadfghj\nadfgi\nadfgij\nadfgj\nadfh\nadfhi\nadfhij\nadfhj\nadfi\nadfij\nadfj\nadg\nadgh\nadghi\nadghij\nadghj\nadgi\nadgij\nadgj\nadh\nadhi\nadhij\nadhj\nadi\nadij\nadj\nae\naef\naefg\naefgh\naefghi\naefghij\naefghj\naefgi\naefgij\naefgj\naefh\naefhi\naefhij\naefhj\naefi\naefij\naefj\naeg\naegh\naeghi\naeghij\naeghj\naegi\naegij\naegj\naeh\naehi\naehij\naehj\naei\naeij\naej\naf\nafg\nafgh\nafghi\nafghij\nafghj\nafgi\nafgij\nafgj\nafh\nafhi\nafhij\nafhj\nafi\nafij\nafj\nag\nagh\naghi\naghij\naghj\nagi\nagij\nagj\nah\nahi\nahij\nahj\nai\naij\naj\nb\nbc\nbcd\nbcde\nbcdef\nbcdefg\nbcdefgh\nbcdefghi\nbcdefghij\nbcdefghj\nbcdefgi\nbcdefgij\nbcdefgj\nbcdefh\nbcdefhi\nbcdefhij\nbcdefhj\nbcdefi\nbcdefij\nbcdefj\nbcdeg\nbcdegh\nbcdeghi\nbcdeghij\nbcdeghj\nbcdegi\nbcdegij\nbcdegj\nbcdeh\nbcdehi\nbcdehij\nbcdehj\nbcdei\nbcdeij\nbcdej\nbcdf\nbcdfg\nbcdfgh\nbcdfghi\nbcdfghij\nbcdfghj\nbcdfgi\nbcdfgij\nbcdfgj\nbcdfh\nbcdfhi\nbcdfhij\nbcdfhj\nbcdfi\nbcdfij\nbcdfj\nbcdg\nbcdgh\nbcdghi\nbcdghij\nbcdghj\nbcdgi\nbcdgij\nbcdgj\nbcdh\nbcdhi\nbcdhij\nbcdhj\nbcdi\nbcdij\nbcdj\nbce\nbcef\nbcefg\nbcefgh\nbcefghi\nbcefghij\nbcefghj\nbcefgi\nbcefgij\nbcefgj\nbcefh\nbcefhi\nbcefhij\nbcefhj\nbcefi\nbcefij\nbcefj\nbceg\nbcegh\nbceghi\nbceghij\nbceghj\nbcegi\nbcegij\nbcegj\nbceh\nbcehi\nbcehij\nbcehj\nbcei\nbceij\nbcej\nbcf\nbcfg\nbcfgh\nbcfghi\nbcfghij\nbcfghj\nbcfgi\nbcfgij\nbcfgj\nbcfh\nbcfhi\nbcfhij\nbcfhj\nbcfi\nbcfij\nbcfj\nbcg\nbcgh\nbcghi\nbcghij\nbcghj\nbcgi\nbcgij\nbcgj\nbch\nbchi\nbchij\nbchj\nbci\nbcij\nbcj\nbd\nbde\nbdef\nbdefg\nbdefgh\nbdefghi\nbdefghij\nbdefghj\nbdefgi\nbdefgij\nbdefgj\nbdefh\nbdefhi\nbdefhij\nbdefhj\nbdefi\nbdefij\nbdefj\nbdeg\nbdegh\nbdeghi\nbdeghij\nbdeghj\nbdegi\nbdegij\nbdegj\nbdeh\nbdehi\nbdehij\nbdehj\nbdei\nbdeij\nbdej\nbdf\nbdfg\nbdfgh\nbdfghi\nbdfghij\nbdfghj\nbdfgi\nbdfgij\nbdfgj\nbdfh\nbdfhi\nbdfhij\nbdfhj\nbdfi\nbdfij\nbdfj\nbdg\nbdgh\nbdghi\nbdghij\nbdghj\nbdgi\nbdgij\nbdgj\nbdh\nbdhi\nbdhij\nbdhj\nbdi\nbdij\nbdj\nbe\nbef\nbefg\nbefgh\nbefghi\nbefghij\nbefghj\nbefgi\nbefgij\nbefgj\nbefh\nbefhi\nbefhij\nbefhj\nbefi\nbefij\nbefj\nbeg\nbegh\nbeghi\nbeghij\nbeghj\nbegi\nbegij\nbegj\nbeh\nbehi\nbehij\nbehj\nbei\nbeij\nbej\nbf\nbfg\nbfgh\nbfghi\nbfghij\nbfghj\nbfgi\nbfgij\nbfgj\nbfh\nbfhi\nbfhij\nbfhj\nbfi\nbfij\nbfj\nbg\nbgh\nbghi\nbghij\nbghj\nbgi\nbgij\nbgj\nbh\nbhi\nbhij\nbhj\nbi\nbij\nbj\nc\ncd\ncde\ncdef\ncdefg\ncdefgh\ncdefghi\ncdefghij\ncdefghj\ncdefgi\ncdefgij\ncdefgj\ncdefh\ncdefhi\ncdefhij\ncdefhj\ncdefi\ncdefij\ncdefj\ncdeg\ncdegh\ncdeghi\ncdeghij\ncdeghj\ncdegi\ncdegij\ncdegj\ncdeh\ncdehi\ncdehij\ncdehj\ncdei\ncdeij\ncdej\ncdf\ncdfg\ncdfgh\ncdfghi\ncdfghij\ncdfghj\ncdfgi\ncdfgij\ncdfgj\ncdfh\ncdfhi\ncdfhij\ncdfhj\ncdfi\ncdfij\ncdfj\ncdg\ncdgh\ncdghi\ncdghij\ncdghj\ncdgi\ncdgij\ncdgj\ncdh\ncdhi\ncdhij\ncdhj\ncdi\ncdij\ncdj\nce\ncef\ncefg\ncefgh\ncefghi\ncefghij\ncefghj\ncefgi\ncefgij\ncefgj\ncefh\ncefhi\ncefhij\ncefhj\ncefi\ncefij\ncefj\nceg\ncegh\nceghi\nceghij\nceghj\ncegi\ncegij\ncegj\nceh\ncehi\ncehij\ncehj\ncei\nceij\ncej\ncf\ncfg\ncfgh\ncfghi\ncfghij\ncfghj\ncfgi\ncfgij\ncfgj\ncfh\ncfhi\ncfhij\ncfhj\ncfi\ncfij\ncfj\ncg\ncgh\ncghi\ncghij\ncghj\ncgi\ncgij\ncgj\nch\nchi\nchij\nchj\nci\ncij\ncj\nd\nde\ndef\ndefg\ndefgh\ndefghi\ndefghij\ndefghj\ndefgi\ndefgij\ndefgj\ndefh\ndefhi\ndefhij\ndefhj\ndefi\ndefij\ndefj\ndeg\ndegh\ndeghi\ndeghij\ndeghj\ndegi\ndegij\ndegj\ndeh\ndehi\ndehij\ndehj\ndei\ndeij\ndej\ndf\ndfg\ndfgh\ndfghi\ndfghij\ndfghj\ndfgi\ndfgij\ndfgj\ndfh\ndfhi\ndfhij\ndfhj\ndfi\ndfij\ndfj\ndg\ndgh\ndghi\ndghij\ndghj\ndgi\ndgij\ndgj\ndh\ndhi\ndhij\ndhj\ndi\ndij\ndj\ne\nef\nefg\nefgh\nefghi\nefghij\nefghj\nefgi\nefgij\nefgj\nefh\nefhi\nefhij\nefhj\nefi\nefij\nefj\neg\negh\neghi\neghij\neghj\negi\negij\negj\neh\nehi\nehij\nehj\nei\neij\nej\nf\nfg\nfgh\nfghi\nfghij\nfghj\nfgi\nfgij\nfgj\nfh\nfhi\nfhij\nfhj\nfi\nfij\nfj\ng\ngh\nghi\nghij\nghj\ngi\ngij\ngj\nh\nhi\nhij\nhj\ni\nij\nj",
      ),
    ],
    hints: hints(
      "Build the subsets letter by letter: a subset starting with a prefix can only add letters after the prefix's last one.",
      "extend(prefix, i): for each later letter, print prefix + letter, then extend that new prefix from the next position.",
      "Printing before recursing gives dictionary order by itself: no sort needed.",
    ),
  },
  {
    id: "distinct-permutations",
    title: "Every arrangement of a word",
    difficulty: "HARD",
    statement: [
      "Print every distinct arrangement (permutation) of the letters of a word, in alphabetical order, one per line. Letters may repeat: aab has only 3 arrangements, aab, aba and baa.",
      "Input: one line with the word. Output: each distinct arrangement on its own line, in alphabetical order.",
    ],
    constraints: ["1 ≤ length ≤ 6", "Lower-case letters a to z; they may repeat."],
    tags: ["Recursion", "Strings", "Hash map"],
    starterCode: {
      javascript12: code`
const word = readline().trim();
// your code here
console.log(word);
`,
      python3: code`
word = input().strip()
# your code here
print(word)
`,
      php: code`
<?php
$word = trim(fgets(STDIN));
// your code here
echo $word, "\n";
`,
    },
    referenceSolutions: {
      javascript12: code`
const word = readline().trim();
const counts = new Map();
for (const c of word) counts.set(c, (counts.get(c) ?? 0) + 1);
const letters = [...counts.keys()].sort();
const out = [];
function place(prefix) {
  if (prefix.length === word.length) {
    out.push(prefix);
    return;
  }
  for (const c of letters) {
    if (counts.get(c) === 0) continue;
    counts.set(c, counts.get(c) - 1);
    place(prefix + c);
    counts.set(c, counts.get(c) + 1);
  }
}
place('');
console.log(out.join('\n'));
`,
      python3: code`
from collections import Counter

word = input().strip()
counts = Counter(word)
letters = sorted(counts)
out = []


def place(prefix):
    if len(prefix) == len(word):
        out.append(prefix)
        return
    for c in letters:
        if counts[c]:
            counts[c] -= 1
            place(prefix + c)
            counts[c] += 1


place('')
print('\n'.join(out))
`,
      php: code`
<?php
$word = trim(fgets(STDIN));
$counts = count_chars($word, 1);
ksort($counts);
$out = [];
function place(string $prefix, int $length, array &$counts, array &$out): void
{
    if (strlen($prefix) === $length) {
        $out[] = $prefix;
        return;
    }
    foreach (array_keys($counts) as $code) {
        if ($counts[$code] === 0) {
            continue;
        }
        $counts[$code]--;
        place($prefix . chr($code), $length, $counts, $out);
        $counts[$code]++;
    }
}
place('', strlen($word), $counts, $out);
echo implode("\n", $out), "\n";
`,
    },
    testCases: [
      sample("aab", "aab\naba\nbaa"),
      sample("abc", "abc\nacb\nbac\nbca\ncab\ncba"),
      hidden("z", "z"),
      hidden("aaaa", "aaaa"),
      hidden("abab", "aabb\nabab\nabba\nbaab\nbaba\nbbaa"),
      hidden("cba", "abc\nacb\nbac\nbca\ncab\ncba"),
      hidden(
        "banana",
        "aaabnn\naaanbn\naaannb\naabann\naabnan\naabnna\naanabn\naananb\naanban\naanbna\naannab\naannba\nabaann\nabanan\nabanna\nabnaan\nabnana\nabnnaa\nanaabn\nanaanb\nanaban\nanabna\nananab\nananba\nanbaan\nanbana\nanbnaa\nannaab\nannaba\nannbaa\nbaaann\nbaanan\nbaanna\nbanaan\nbanana\nbannaa\nbnaaan\nbnaana\nbnanaa\nbnnaaa\nnaaabn\nnaaanb\nnaaban\nnaabna\nnaanab\nnaanba\nnabaan\nnabana\nnabnaa\nnanaab\nnanaba\nnanbaa\nnbaaan\nnbaana\nnbanaa\nnbnaaa\nnnaaab\nnnaaba\nnnabaa\nnnbaaa",
      ),
      hidden(
        "abcdef",
        "abcdef\nabcdfe\nabcedf\nabcefd\nabcfde\nabcfed\nabdcef\nabdcfe\nabdecf\nabdefc\nabdfce\nabdfec\nabecdf\nabecfd\nabedcf\nabedfc\nabefcd\nabefdc\nabfcde\nabfced\nabfdce\nabfdec\nabfecd\nabfedc\nacbdef\nacbdfe\nacbedf\nacbefd\nacbfde\nacbfed\nacdbef\nacdbfe\nacdebf\nacdefb\nacdfbe\nacdfeb\nacebdf\nacebfd\nacedbf\nacedfb\nacefbd\nacefdb\nacfbde\nacfbed\nacfdbe\nacfdeb\nacfebd\nacfedb\nadbcef\nadbcfe\nadbecf\nadbefc\nadbfce\nadbfec\nadcbef\nadcbfe\nadcebf\nadcefb\nadcfbe\nadcfeb\nadebcf\nadebfc\nadecbf\nadecfb\nadefbc\nadefcb\nadfbce\nadfbec\nadfcbe\nadfceb\nadfebc\nadfecb\naebcdf\naebcfd\naebdcf\naebdfc\naebfcd\naebfdc\naecbdf\naecbfd\naecdbf\naecdfb\naecfbd\naecfdb\naedbcf\naedbfc\naedcbf\naedcfb\naedfbc\naedfcb\naefbcd\naefbdc\naefcbd\naefcdb\naefdbc\naefdcb\nafbcde\nafbced\nafbdce\nafbdec\nafbecd\nafbedc\nafcbde\nafcbed\nafcdbe\nafcdeb\nafcebd\nafcedb\nafdbce\nafdbec\nafdcbe\nafdceb\nafdebc\nafdecb\nafebcd\nafebdc\nafecbd\nafecdb\nafedbc\nafedcb\nbacdef\nbacdfe\nbacedf\nbacefd\nbacfde\nbacfed\nbadcef\nbadcfe\nbadecf\nbadefc\nbadfce\nbadfec\nbaecdf\nbaecfd\nbaedcf\nbaedfc\nbaefcd\nbaefdc\nbafcde\nbafced\nbafdce\nbafdec\nbafecd\nbafedc\nbcadef\nbcadfe\nbcaedf\nbcaefd\nbcafde\nbcafed\nbcdaef\nbcdafe\nbcdeaf\nbcdefa\nbcdfae\nbcdfea\nbceadf\nbceafd\nbcedaf\nbcedfa\nbcefad\nbcefda\nbcfade\nbcfaed\nbcfdae\nbcfdea\nbcfead\nbcfeda\nbdacef\nbdacfe\nbdaecf\nbdaefc\nbdafce\nbdafec\nbdcaef\nbdcafe\nbdceaf\nbdcefa\nbdcfae\nbdcfea\nbdeacf\nbdeafc\nbdecaf\nbdecfa\nbdefac\nbdefca\nbdface\nbdfaec\nbdfcae\nbdfcea\nbdfeac\nbdfeca\nbeacdf\nbeacfd\nbeadcf\nbeadfc\nbeafcd\nbeafdc\nbecadf\nbecafd\nbecdaf\nbecdfa\nbecfad\nbecfda\nbedacf\nbedafc\nbedcaf\nbedcfa\nbedfac\nbedfca\nbefacd\nbefadc\nbefcad\nbefcda\nbefdac\nbefdca\nbfacde\nbfaced\nbfadce\nbfadec\nbfaecd\nbfaedc\nbfcade\nbfcaed\nbfcdae\nbfcdea\nbfcead\nbfceda\nbfdace\nbfdaec\nbfdcae\nbfdcea\nbfdeac\nbfdeca\nbfeacd\nbfeadc\nbfecad\nbfecda\nbfedac\nbfedca\ncabdef\ncabdfe\ncabedf\ncabefd\ncabfde\ncabfed\ncadbef\ncadbfe\ncadebf\ncadefb\ncadfbe\ncadfeb\ncaebdf\ncaebfd\ncaedbf\ncaedfb\ncaefbd\ncaefdb\ncafbde\ncafbed\ncafdbe\ncafdeb\ncafebd\ncafedb\ncbadef\ncbadfe\ncbaedf\ncbaefd\ncbafde\ncbafed\ncbdaef\ncbdafe\ncbdeaf\ncbdefa\ncbdfae\ncbdfea\ncbeadf\ncbeafd\ncbedaf\ncbedfa\ncbefad\ncbefda\ncbfade\ncbfaed\ncbfdae\ncbfdea\ncbfead\ncbfeda\ncdabef\ncdabfe\ncdaebf\ncdaefb\ncdafbe\ncdafeb\ncdbaef\ncdbafe\ncdbeaf\ncdbefa\ncdbfae\ncdbfea\ncdeabf\ncdeafb\ncdebaf\ncdebfa\ncdefab\ncdefba\ncdfabe\ncdfaeb\ncdfbae\ncdfbea\ncdfeab\ncdfeba\nceabdf\nceabfd\nceadbf\nceadfb\nceafbd\nceafdb\ncebadf\ncebafd\ncebdaf\ncebdfa\ncebfad\ncebfda\ncedabf\ncedafb\ncedbaf\ncedbfa\ncedfab\ncedfba\ncefabd\ncefadb\ncefbad\ncefbda\ncefdab\ncefdba\ncfabde\ncfabed\ncfadbe\ncfadeb\ncfaebd\ncfaedb\ncfbade\ncfbaed\ncfbdae\ncfbdea\ncfbead\ncfbeda\ncfdabe\ncfdaeb\ncfdbae\ncfdbea\ncfdeab\ncfdeba\ncfeabd\ncfeadb\ncfebad\ncfebda\ncfedab\ncfedba\ndabcef\ndabcfe\ndabecf\ndabefc\ndabfce\ndabfec\ndacbef\ndacbfe\ndacebf\ndacefb\ndacfbe\ndacfeb\ndaebcf\ndaebfc\ndaecbf\ndaecfb\ndaefbc\ndaefcb\ndafbce\ndafbec\ndafcbe\ndafceb\ndafebc\ndafecb\ndbacef\ndbacfe\ndbaecf\ndbaefc\ndbafce\ndbafec\ndbcaef\ndbcafe\ndbceaf\ndbcefa\ndbcfae\ndbcfea\ndbeacf\ndbeafc\ndbecaf\ndbecfa\ndbefac\ndbefca\ndbface\ndbfaec\ndbfcae\ndbfcea\ndbfeac\ndbfeca\ndcabef\ndcabfe\ndcaebf\ndcaefb\ndcafbe\ndcafeb\ndcbaef\ndcbafe\ndcbeaf\ndcbefa\ndcbfae\ndcbfea\ndceabf\ndceafb\ndcebaf\ndcebfa\ndcefab\ndcefba\ndcfabe\ndcfaeb\ndcfbae\ndcfbea\ndcfeab\ndcfeba\ndeabcf\ndeabfc\ndeacbf\ndeacfb\ndeafbc\ndeafcb\ndebacf\ndebafc\ndebcaf\ndebcfa\ndebfac\ndebfca\ndecabf\ndecafb\ndecbaf\ndecbfa\ndecfab\ndecfba\ndefabc\ndefacb\ndefbac\ndefbca\ndefcab\ndefcba\ndfabce\ndfabec\ndfacbe\ndfaceb\ndfaebc\ndfaecb\ndfbace\ndfbaec\ndfbcae\ndfbcea\ndfbeac\ndfbeca\ndfcabe\ndfcaeb\ndfcbae\ndfcbea\ndfceab\ndfceba\ndfeabc\ndfeacb\ndfebac\ndfebca\ndfecab\ndfecba\neabcdf\neabcfd\neabdcf\neabdfc\neabfcd\neabfdc\neacbdf\neacbfd\neacdbf\neacdfb\neacfbd\neacfdb\neadbcf\neadbfc\neadcbf\neadcfb\neadfbc\neadfcb\neafbcd\neafbdc\neafcbd\neafcdb\neafdbc\neafdcb\nebacdf\nebacfd\nebadcf\nebadfc\nebafcd\nebafdc\nebcadf\nebcafd\nebcdaf\nebcdfa\nebcfad\nebcfda\nebdacf\nebdafc\nebdcaf\nebdcfa\nebdfac\nebdfca\nebfacd\nebfadc\nebfcad\nebfcda\nebfdac\nebfdca\necabdf\necabfd\necadbf\necadfb\necafbd\necafdb\necbadf\necbafd\necbdaf\necbdfa\necbfad\necbfda\necdabf\necdafb\necdbaf\necdbfa\necdfab\necdfba\necfabd\necfadb\necfbad\necfbda\necfdab\necfdba\nedabcf\nedabfc\nedacbf\nedacfb\nedafbc\nedafcb\nedbacf\nedbafc\nedbcaf\nedbcfa\nedbfac\nedbfca\nedcabf\nedcafb\nedcbaf\nedcbfa\nedcfab\nedcfba\nedfabc\nedfacb\nedfbac\nedfbca\nedfcab\nedfcba\nefabcd\nefabdc\nefacbd\nefacdb\nefadbc\nefadcb\nefbacd\nefbadc\nefbcad\nefbcda\nefbdac\nefbdca\nefcabd\nefcadb\nefcbad\nefcbda\nefcdab\nefcdba\nefdabc\nefdacb\nefdbac\nefdbca\nefdcab\nefdcba\nfabcde\nfabced\nfabdce\nfabdec\nfabecd\nfabedc\nfacbde\nfacbed\nfacdbe\nfacdeb\nfacebd\nfacedb\nfadbce\nfadbec\nfadcbe\nfadceb\nfadebc\nfadecb\nfaebcd\nfaebdc\nfaecbd\nfaecdb\nfaedbc\nfaedcb\nfbacde\nfbaced\nfbadce\nfbadec\nfbaecd\nfbaedc\nfbcade\nfbcaed\nfbcdae\nfbcdea\nfbcead\nfbceda\nfbdace\nfbdaec\nfbdcae\nfbdcea\nfbdeac\nfbdeca\nfbeacd\nfbeadc\nfbecad\nfbecda\nfbedac\nfbedca\nfcabde\nfcabed\nfcadbe\nfcadeb\nfcaebd\nfcaedb\nfcbade\nfcbaed\nfcbdae\nfcbdea\nfcbead\nfcbeda\nfcdabe\nfcdaeb\nfcdbae\nfcdbea\nfcdeab\nfcdeba\nfceabd\nfceadb\nfcebad\nfcebda\nfcedab\nfcedba\nfdabce\nfdabec\nfdacbe\nfdaceb\nfdaebc\nfdaecb\nfdbace\nfdbaec\nfdbcae\nfdbcea\nfdbeac\nfdbeca\nfdcabe\nfdcaeb\nfdcbae\nfdcbea\nfdceab\nfdceba\nfdeabc\nfdeacb\nfdebac\nfdebca\nfdecab\nfdecba\nfeabcd\nfeabdc\nfeacbd\nfeacdb\nfeadbc\nfeadcb\nfebacd\nfebadc\nfebcad\nfebcda\nfebdac\nfebdca\nfecabd\nfecadb\nfecbad\nfecbda\nfecdab\nfecdba\nfedabc\nfedacb\nfedbac\nfedbca\nfedcab\nfedcba",
      ),
    ],
    hints: hints(
      "Swapping letters and removing duplicates afterwards works, but repeats a lot of work.",
      "Count each letter instead. Build the arrangement one position at a time, trying each letter that still has a count left, in alphabetical order.",
      "Take the letter (count - 1), recurse, then give it back (count + 1): the output comes out sorted and without repeats.",
    ),
  },
];
