import type { Database } from "better-sqlite3";

export interface FormSubmissionRecord {
  id: number;
  formId: string;
  userId: string | null;
  inputValues: Record<string, string>;
  createdAt: string;
}

interface SubmissionRow {
  id: number;
  form_id: string;
  user_id: string | null;
  input_values: string;
  created_at: string;
}

/** Accepted generic form submits (only valid ones are stored). */
export function createFormSubmissionRepository(db: Database) {
  const statements = {
    insert: db.prepare<[string, string | null, string, string]>(
      `INSERT INTO form_submissions (form_id, user_id, input_values, created_at)
       VALUES (?, ?, ?, ?)`,
    ),
    all: db.prepare<[], SubmissionRow>("SELECT * FROM form_submissions ORDER BY id"),
  };
  return {
    insert(formId: string, userId: string | null, values: Record<string, string>, now: string) {
      statements.insert.run(formId, userId, JSON.stringify(values), now);
    },
    list(): FormSubmissionRecord[] {
      return statements.all.all().map((row) => ({
        id: row.id,
        formId: row.form_id,
        userId: row.user_id,
        inputValues: JSON.parse(row.input_values) as Record<string, string>,
        createdAt: row.created_at,
      }));
    },
  };
}

export type FormSubmissionRepository = ReturnType<typeof createFormSubmissionRepository>;
