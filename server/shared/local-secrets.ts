import { randomBytes } from "node:crypto";
import { chmodSync, existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";

/**
 * Secrets of the embedded default (`npm start` with the bundled reference platform, or
 * `npm run platform`): generated once, at random, and kept in the data directory with mode 0600,
 * so a fresh clone runs with no settings and no two installs share a secret. A deployment with a
 * real upstream gives its own secrets; production never falls back to these (docs/security.md).
 * Shared by the launcher and the platform; imports nothing of ours.
 */
export const LOCAL_SECRETS_FILE = "secrets.json";

export interface LocalSecrets {
  sessionSecret: string;
  paymentGatewaySecret: string;
}

const SECRET = /^[A-Za-z0-9_-]{43,}$/;

function fresh(): string {
  return randomBytes(32).toString("base64url");
}

function read(file: string): Partial<LocalSecrets> {
  try {
    const value: unknown = JSON.parse(readFileSync(file, "utf8"));
    return value && typeof value === "object" ? (value as Partial<LocalSecrets>) : {};
  } catch {
    return {};
  }
}

/** The data directory's secrets, created (or completed) on first use; the file is 0600. */
export function loadLocalSecrets(dataDir: string): LocalSecrets {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const file = path.join(dataDir, LOCAL_SECRETS_FILE);
  const stored = existsSync(file) ? read(file) : {};
  const secrets: LocalSecrets = {
    sessionSecret:
      typeof stored.sessionSecret === "string" && SECRET.test(stored.sessionSecret)
        ? stored.sessionSecret
        : fresh(),
    paymentGatewaySecret:
      typeof stored.paymentGatewaySecret === "string" && SECRET.test(stored.paymentGatewaySecret)
        ? stored.paymentGatewaySecret
        : fresh(),
  };
  if (
    secrets.sessionSecret !== stored.sessionSecret ||
    secrets.paymentGatewaySecret !== stored.paymentGatewaySecret
  ) {
    writeFileSync(file, `${JSON.stringify(secrets, null, 2)}\n`, { mode: 0o600 });
  }
  // A file copied in with looser permissions is tightened: only this user reads secrets.
  if ((statSync(file).mode & 0o077) !== 0) chmodSync(file, 0o600);
  return secrets;
}
