import type { CertificateRecord, CertificateRepository } from "../db/certificates";
import { ITEM_IDS } from "./catalog";

/**
 * Certificates of the seeded learners (seed/users.ts): two valid ones and one revoked, so the
 * verification page can show each answer. Ids follow the contract's format (CL-year-6 chars).
 */
export const SEEDED_CERTIFICATES: readonly CertificateRecord[] = [
  {
    id: "CL-2026-PMF001",
    userId: "usr_learner",
    holderName: "Asha Learner",
    courseName: "Product Manager Fellowship",
    itemId: ITEM_IDS.pmFellowship,
    issuedOn: "2026-02-20",
    revokedAt: null,
  },
  {
    id: "CL-2025-SQL7Q2",
    userId: "usr_learner",
    holderName: "Asha Learner",
    courseName: "SQL Basics Workshop",
    itemId: ITEM_IDS.sqlWorkshop,
    issuedOn: "2025-11-08",
    revokedAt: null,
  },
  {
    id: "CL-2025-DAF9K3",
    userId: "usr_scale",
    holderName: "Sara Scale",
    courseName: "Data Analyst Fellowship",
    itemId: ITEM_IDS.daFellowship,
    issuedOn: "2025-09-30",
    revokedAt: "2025-12-01T10:00:00.000Z",
  },
];

export function seedCertificates(certificates: CertificateRepository): void {
  for (const record of SEEDED_CERTIFICATES) certificates.insert(record);
}
