import type { Entitlements } from "../commerce/entitlements";
import type { Database } from "better-sqlite3";
import { isoAt, type Clock } from "../clock";
import type { CatalogRepository } from "../db/catalog";
import type { EnrolmentRepository } from "../db/enrolments";
import type { FormSubmissionRepository } from "../db/form-submissions";
import type { LearningRepository } from "../db/learning";
import type { MemberRecordRepository } from "../db/member-records";
import type { OrderRepository } from "../db/orders";
import type { UploadRepository } from "../db/uploads";
import type { UserRepository } from "../db/users";

/** What the action endpoints work with. */
export interface ActionDeps {
  db: Database;
  users: UserRepository;
  catalog: CatalogRepository;
  orders: OrderRepository;
  enrolments: EnrolmentRepository;
  /** Course media, rewards and certificates only for the enrolled (commerce/entitlements.ts). */
  entitlements: Entitlements;
  submissions: FormSubmissionRepository;
  learning: LearningRepository;
  uploads: UploadRepository;
  members: MemberRecordRepository;
  clock: Clock;
  /** PAYMENT_GATEWAY_SECRET: verifies payment confirmations. */
  gatewaySecret: string;
  /** DATA_DIR/uploads. */
  uploadsDir: string;
  /** Base of the addresses of uploaded files (the platform's own address unless configured). */
  publicUrl: () => string;
}

export const nowOf = (deps: Pick<ActionDeps, "clock">) => isoAt(deps.clock());
