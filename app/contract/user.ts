import { z } from "zod";
import { looseObject, opt } from "./lenient";
import { imageSchema } from "./primitives";

/** Spec 02 section 3: login user info, as the server returns it. */
export const loginUserInfoSchema = looseObject({
  userId: z.union([z.string(), z.number()]).transform(String),
  firstName: opt(z.string()),
  lastName: opt(z.string()),
  email: opt(z.string()),
  image: opt(imageSchema),
  admin: opt(z.boolean()),
  riseMember: opt(z.boolean()),
  scaleMember: opt(z.boolean()),
  hash: opt(z.string()),
  portfolioUrl: opt(z.string()),
  userStatus: opt(
    looseObject({
      isPersonalInfoPresent: opt(z.boolean()),
      isWhitelisted: opt(z.boolean()),
      isNewUser: opt(z.boolean()),
    }),
  ),
});
export type LoginUserInfo = z.infer<typeof loginUserInfoSchema>;

/** Spec 01 section 3: the logged-in state the shell works with. */
export interface LoggedInUser {
  firstName?: string;
  lastName?: string;
  email?: string;
  image?: { url: string; altText?: string };
  portfolioUrl?: string;
  isAdmin: boolean;
  isRiseMember: boolean;
  isScaleMember: boolean;
  isPersonalInfoPresent: boolean;
  isWhiteListed: boolean;
}

export function toLoggedInUser(info: LoginUserInfo): LoggedInUser {
  return {
    firstName: info.firstName,
    lastName: info.lastName,
    email: info.email,
    image: info.image ? { url: info.image.url, altText: info.image.altText } : undefined,
    portfolioUrl: info.portfolioUrl,
    isAdmin: info.admin === true,
    isRiseMember: info.riseMember === true,
    isScaleMember: info.scaleMember === true,
    isPersonalInfoPresent: info.userStatus?.isPersonalInfoPresent === true,
    isWhiteListed: info.userStatus?.isWhitelisted === true,
  };
}
