// Route patterns of the spec 01 section 2.1 route table, compiled once into matchers.
//
// How "*" works (segments are the non-empty parts of the path between slashes):
// - "/a/*/b"  a "*" in the middle matches exactly one segment ("/a/x/b", not "/a/x/y/b").
// - "/a/*"   a trailing "*" matches one or more segments: "/event/x" and "/event/x/y" alike.
//            It never matches zero segments, so "/associate-program/*" does not take
//            "/associate-program" (a row of its own).
// - "/*/fp/*" a "*" right after the leading slash is an ordinary one-segment wildcard.
// - "*/builder" a pattern that starts with "*" (no slash) is a suffix pattern: one or more
//            segments, then the rest, i.e. any path ending in "/builder".
// - A pattern without "*" matches that exact path; "/" matches only the home page.
// Matching is case-sensitive ("case as given"); trailing slashes, query and hash are ignored.
//
// Specificity, not table order, decides between overlapping patterns:
// 1. a pattern ending in a literal beats one ending in a wildcard, because it names the page
//    itself: "*/builder" beats "/course/*" and "/admin/dashboard/*" for ".../builder", and
//    "/course-dashboard/*/challenges/*/challenge" beats "/course-dashboard/*";
// 2. then the score: each literal segment counts 2, each wildcard 1 (so "/jobs/*/*/*/*" = 6 beats
//    "/jobs/*" = 3, and "/resume/*/resume-builder/*" = 6 beats "/resume/*" = 3);
// 3. still equal: the earlier row of the table.

export interface CompiledPattern {
  pattern: string;
  score: number;
  endsWithLiteral: boolean;
  matches: (segments: readonly string[]) => boolean;
}

/** "/a/b/?x=1#h" -> ["a", "b"]; query, hash, trailing and doubled slashes do not count. */
export function pathSegments(pathname: string): string[] {
  const path = pathname.split(/[?#]/, 1)[0] ?? "";
  return path.split("/").filter((segment) => segment.length > 0);
}

export function compilePattern(pattern: string): CompiledPattern {
  const isSuffix = pattern.startsWith("*");
  const parts = pathSegments(pattern);
  const score = parts.reduce((sum, part) => sum + (part === "*" ? 1 : 2), 0);
  const endsWithLiteral = parts.length > 0 && parts[parts.length - 1] !== "*";
  const segmentMatches = (part: string, segment: string) => part === "*" || part === segment;

  const matches = (segments: readonly string[]): boolean => {
    if (isSuffix) {
      // Leading "*": at least one segment, then the rest of the pattern at the end of the path.
      const tail = parts.slice(1);
      if (segments.length < tail.length + 1) return false;
      const offset = segments.length - tail.length;
      return tail.every((part, i) => segmentMatches(part, segments[offset + i]));
    }
    if (!endsWithLiteral && parts.length > 0) {
      // Trailing "*": the fixed head, then one or more segments.
      const head = parts.slice(0, -1);
      if (segments.length < parts.length) return false;
      return head.every((part, i) => segmentMatches(part, segments[i]));
    }
    if (segments.length !== parts.length) return false;
    return parts.every((part, i) => segmentMatches(part, segments[i]));
  };

  return { pattern, score, endsWithLiteral, matches };
}

/** Positive when a is more specific than b (rules 1 and 2 above; rule 3 is the caller's). */
export function compareSpecificity(a: CompiledPattern, b: CompiledPattern): number {
  if (a.endsWithLiteral !== b.endsWithLiteral)
    return Number(a.endsWithLiteral) - Number(b.endsWithLiteral);
  return a.score - b.score;
}
