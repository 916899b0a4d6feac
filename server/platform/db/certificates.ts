import type { Database } from "better-sqlite3";

/**
 * Certificates of completion (docs/contract.md, "Widget kinds: account family"): issued to a
 * learner for a course, checkable by anyone who has the id. The holder's name is kept as printed
 * on the certificate (a later change of the user's name does not change an issued certificate).
 */
export interface CertificateRecord {
  id: string;
  userId: string;
  holderName: string;
  courseName: string;
  itemId: string | null;
  /** ISO date, "2026-02-20". */
  issuedOn: string;
  revokedAt: string | null;
}

interface CertificateRow {
  id: string;
  user_id: string;
  holder_name: string;
  course_name: string;
  item_id: string | null;
  issued_on: string;
  revoked_at: string | null;
}

const toRecord = (row: CertificateRow): CertificateRecord => ({
  id: row.id,
  userId: row.user_id,
  holderName: row.holder_name,
  courseName: row.course_name,
  itemId: row.item_id,
  issuedOn: row.issued_on,
  revokedAt: row.revoked_at,
});

export function createCertificateRepository(db: Database) {
  const statements = {
    find: db.prepare<[string], CertificateRow>("SELECT * FROM certificates WHERE id = ?"),
    ofUser: db.prepare<[string], CertificateRow>(
      "SELECT * FROM certificates WHERE user_id = ? ORDER BY issued_on, id",
    ),
    // Seeding is idempotent: an id that exists keeps its row (a revocation stays).
    insert: db.prepare<[string, string, string, string, string | null, string, string | null]>(
      `INSERT OR IGNORE INTO certificates
         (id, user_id, holder_name, course_name, item_id, issued_on, revoked_at)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
    ),
  };
  return {
    findById(id: string): CertificateRecord | undefined {
      const row = statements.find.get(id);
      return row ? toRecord(row) : undefined;
    },
    ofUser(userId: string): CertificateRecord[] {
      return statements.ofUser.all(userId).map(toRecord);
    },
    insert(record: CertificateRecord): void {
      statements.insert.run(
        record.id,
        record.userId,
        record.holderName,
        record.courseName,
        record.itemId,
        record.issuedOn,
        record.revokedAt,
      );
    },
  };
}

export type CertificateRepository = ReturnType<typeof createCertificateRepository>;
