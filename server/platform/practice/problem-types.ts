import type { LanguageId } from "~/contract/code-values";

/** A table as the learner reads it: its name, column names and rows (cells as text). */
export interface NamedSqlTable {
  name: string;
  columns: string[];
  rows: (string | null)[][];
}

/** One test case: stdin and the exact expected stdout (compared line by line, trailing spaces ignored). */
export interface ProblemTestCase {
  input: string;
  expected: string;
  /** Sample cases are shown in the statement and used by Run; hidden ones only by Submit. */
  sample: boolean;
  /** SQL: this case's schema and rows, run before the learner's query (else the problem's). */
  sqlSetup?: string;
  /** SQL: the tables that setup fills, shown as tables with a sample case. */
  tables?: NamedSqlTable[];
  /** SQL: the expected rows with their column names; rows are compared cell by cell. */
  expectedTable?: { columns: string[]; rows: (string | null)[][] };
}

export interface ProblemHint {
  id: string;
  /** What the learner reads after unlocking it. */
  content: string;
}

export type ProblemDifficulty = "EASY" | "MEDIUM" | "HARD";

/** A practice problem of the reference platform (spec 02 section 2, /problem/*). */
export interface ProblemRecord {
  /** The slug of /problem/{id}. */
  id: string;
  title: string;
  difficulty: ProblemDifficulty;
  /** Paragraphs of plain text (no HTML, no markdown). */
  statement: string[];
  /** Shown as a list under "Constraints". */
  constraints: string[];
  tags: string[];
  /** Starter code per language the problem accepts (at least 3, or the SQL pair for SQL ones). */
  starterCode: Partial<Record<LanguageId, string>>;
  /** A correct solution per starter language: the seed test runs each against every case. */
  referenceSolutions: Partial<Record<LanguageId, string>>;
  /** SQL problems: the schema and rows run before the learner's query (a case may bring its own). */
  sqlSetup?: string;
  testCases: ProblemTestCase[];
  hints: ProblemHint[];
}

export interface ProblemGroupRecord {
  /** The slug of /problem-group/{id}. */
  id: string;
  title: string;
  description: string;
  problemIds: string[];
}
