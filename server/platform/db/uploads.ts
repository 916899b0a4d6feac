import type { Database } from "better-sqlite3";

export type UploadType = "PROFILE_IMAGE" | "RESUME" | "FORM_FILE";

export interface UploadRecord {
  name: string;
  userId: string | null;
  uploadType: UploadType;
  contentType: string;
  size: number;
  createdAt: string;
}

interface UploadRow {
  name: string;
  user_id: string | null;
  upload_type: UploadType;
  content_type: string;
  size: number;
  created_at: string;
}

const toUpload = (row: UploadRow): UploadRecord => ({
  name: row.name,
  userId: row.user_id,
  uploadType: row.upload_type,
  contentType: row.content_type,
  size: row.size,
  createdAt: row.created_at,
});

/** Uploaded files (the bytes live on disk under DATA_DIR/uploads) and each user's resume. */
export function createUploadRepository(db: Database) {
  const statements = {
    insert: db.prepare(
      `INSERT INTO uploads (name, user_id, upload_type, content_type, size, created_at)
       VALUES (@name, @userId, @uploadType, @contentType, @size, @createdAt)`,
    ),
    find: db.prepare<[string], UploadRow>("SELECT * FROM uploads WHERE name = ?"),
    byUser: db.prepare<[string], UploadRow>(
      "SELECT * FROM uploads WHERE user_id = ? ORDER BY created_at, rowid",
    ),
    setResume: db.prepare<[string, string, string]>(
      `INSERT INTO user_resumes (user_id, resume_url, updated_at) VALUES (?, ?, ?)
       ON CONFLICT(user_id) DO UPDATE SET resume_url = excluded.resume_url,
         updated_at = excluded.updated_at`,
    ),
    resume: db
      .prepare<[string], string>("SELECT resume_url FROM user_resumes WHERE user_id = ?")
      .pluck(),
  };
  return {
    insert(upload: UploadRecord): void {
      statements.insert.run({ ...upload });
    },
    find(name: string): UploadRecord | undefined {
      const row = statements.find.get(name);
      return row ? toUpload(row) : undefined;
    },
    listForUser(userId: string): UploadRecord[] {
      return statements.byUser.all(userId).map(toUpload);
    },
    setResume(userId: string, url: string, now: string): void {
      statements.setResume.run(userId, url, now);
    },
    resumeOf(userId: string): string | undefined {
      return statements.resume.get(userId) as string | undefined;
    },
  };
}

export type UploadRepository = ReturnType<typeof createUploadRepository>;
