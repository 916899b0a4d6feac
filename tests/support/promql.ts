/**
 * The metric names a PromQL expression selects, for checking alert rules and dashboards against
 * what the servers register (decision 064). Not a parser: it drops what is not a metric name
 * (strings, label matchers, ranges, Grafana variables, numbers and durations, the label lists of
 * by/without/on/ignoring/group_left/group_right, functions and aggregations by the "(" after
 * them, keywords) and keeps the identifiers left.
 */
const KEYWORDS = new Set([
  "by",
  "without",
  "on",
  "ignoring",
  "group_left",
  "group_right",
  "bool",
  "and",
  "or",
  "unless",
  "offset",
  "atan2",
  "inf",
  "nan",
  // Aggregations may take their grouping first: `sum by (le) (…)`.
  "sum",
  "min",
  "max",
  "avg",
  "group",
  "stddev",
  "stdvar",
  "count",
  "count_values",
  "bottomk",
  "topk",
  "quantile",
  "limitk",
  "limit_ratio",
]);

/** Keywords followed by a list of label names in parentheses. */
const LABEL_LISTS = /\b(by|without|on|ignoring|group_left|group_right)\s*\([^)]*\)/g;

export function metricNamesOf(expr: string): string[] {
  const stripped = expr
    // Strings first (label values, regexes), with their escapes.
    .replace(/"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'|`[^`]*`/g, '""')
    // Grafana's variables: $name, ${name}, ${name:format}, [[name]].
    .replace(/\$\{[^}]*\}|\$\w+|\[\[\w+\]\]/g, " ")
    .replace(/\{[^}]*\}/g, " ")
    .replace(/\[[^\]]*\]/g, " ")
    .replace(LABEL_LISTS, " ")
    // Numbers (1, 0.5, 460e6, 0x1f) and durations (5m, 1h30m) are no names.
    .replace(/\b\d[\w.]*/g, " ");
  const names: string[] = [];
  for (const match of stripped.matchAll(/[a-zA-Z_:][a-zA-Z0-9_:]*(\s*\()?/g)) {
    const [whole, word] = [match[0], match[0].replace(/\s*\($/, "")];
    if (whole !== word) continue; // a function or an aggregation: rate(, histogram_quantile(
    if (KEYWORDS.has(word.toLowerCase())) continue;
    names.push(word);
  }
  return [...new Set(names)];
}

/** A metric family of a scrape: its name (as the TYPE line gives it) and its type. */
export type Families = Map<string, string>;

/** The families a Prometheus text exposition declares (`# TYPE name type`). */
export function familiesOf(exposition: string): Families {
  const families: Families = new Map();
  for (const match of exposition.matchAll(/^# TYPE (\S+) (\S+)$/gm)) {
    families.set(match[1]!, match[2]!);
  }
  return families;
}

/** Series Prometheus writes itself for every target (not registered by any server). */
const PROMETHEUS_OWN = new Set(["up", "scrape_duration_seconds", "scrape_samples_scraped"]);

/**
 * What is wrong with `name` in `expr` given the registered families: unknown, a histogram's bare
 * name (only _bucket, _sum and _count exist), or a counter outside rate/increase/irate.
 */
export function problemOf(name: string, expr: string, families: Families): string | undefined {
  if (PROMETHEUS_OWN.has(name)) return undefined;
  const type = families.get(name);
  if (type === "counter") {
    const inRate = new RegExp(`\\b(rate|irate|increase)\\(\\s*${name}\\b`).test(expr);
    return inRate ? undefined : `${name} is a counter: read it through rate() or increase()`;
  }
  if (type === "histogram" || type === "summary") return `${name} is a ${type}: no bare series`;
  if (type) return undefined;
  const base = /^(.*)_(bucket|sum|count)$/.exec(name);
  const baseType = base ? families.get(base[1]!) : undefined;
  if (baseType === "histogram" || (baseType === "summary" && base![2] !== "bucket")) {
    return undefined;
  }
  return `${name} is registered by neither the BFF nor the platform`;
}
