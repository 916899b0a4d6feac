import { isoAt, type Clock } from "../clock";
import type { UserRecord, UserRepository } from "../db/users";
import type { Identity } from "./identity";
import type { TokenService } from "./tokens";
import { toLoginUserInfo, type LoginUserInfo } from "./user-info";

/** What every successful sign-in answers (OTP verify, token sign-in). */
export interface SignInAnswer {
  token: string;
  user: LoginUserInfo;
}

/**
 * Signs an identity in: its user, created on the first sign-in (new, without personal info),
 * and a fresh token.
 */
export function createSignIn(users: UserRepository, tokens: TokenService, clock: Clock) {
  const userOf = (identity: Identity, onCreated?: (user: UserRecord) => void): UserRecord => {
    const existing =
      identity.channel === "email"
        ? users.findByEmail(identity.value)
        : users.findByPhone(identity.value);
    if (existing) return existing;
    const key =
      identity.channel === "email" ? { email: identity.value } : { phone: identity.value };
    const created = users.createForIdentity(key, isoAt(clock()));
    onCreated?.(created);
    return created;
  };

  /** `onCreated` runs when this sign-in created the user (token sign-in records its referral). */
  return (identity: Identity, onCreated?: (user: UserRecord) => void): SignInAnswer => {
    const user = userOf(identity, onCreated);
    return { token: tokens.issue(user.id), user: toLoginUserInfo(user) };
  };
}

export type SignIn = ReturnType<typeof createSignIn>;
