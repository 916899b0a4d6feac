/** One schema step of the reference platform's SQLite database (migrations.ts runs them). */
export interface Migration {
  /** Applied in ascending order; never renumber or edit a shipped migration, add a new one. */
  id: number;
  name: string;
  sql: string;
}
