import { createHash } from "node:crypto";
import type { UserImage, UserRecord } from "../db/users";

/** Spec 02 section 3 "Login user info (returned by the server)". */
export interface LoginUserInfo {
  userId: string;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  image: UserImage | null;
  admin: boolean;
  riseMember: boolean;
  scaleMember: boolean;
  /** The same value as the x-user-state-hash header. */
  hash: string;
  portfolioUrl: string | null;
  userStatus: UserStatus;
}

export interface UserStatus {
  isPersonalInfoPresent: boolean;
  isWhitelisted: boolean;
  isNewUser: boolean;
}

export const userStatusOf = (user: UserRecord): UserStatus => ({
  isPersonalInfoPresent: user.isPersonalInfoPresent,
  isWhitelisted: user.isWhitelisted,
  isNewUser: user.isNewUser,
});

/**
 * Hex sha256 of every field the client keeps about the user (spec 01 section 4: a different hash
 * tells the client its stored user state is stale). Phone and timestamps are not client state.
 */
export function userStateHash(user: UserRecord): string {
  const state = [
    user.id,
    user.firstName,
    user.lastName,
    user.email,
    user.image,
    user.isAdmin,
    user.isRiseMember,
    user.isScaleMember,
    user.portfolioUrl,
    user.isPersonalInfoPresent,
    user.isWhitelisted,
    user.isNewUser,
  ];
  return createHash("sha256").update(JSON.stringify(state)).digest("hex");
}

export function toLoginUserInfo(user: UserRecord): LoginUserInfo {
  return {
    userId: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    image: user.image,
    admin: user.isAdmin,
    riseMember: user.isRiseMember,
    scaleMember: user.isScaleMember,
    hash: userStateHash(user),
    portfolioUrl: user.portfolioUrl,
    userStatus: userStatusOf(user),
  };
}
