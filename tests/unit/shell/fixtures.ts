import type { LoggedInUser } from "~/contract/user";

const base: LoggedInUser = {
  firstName: "Asha",
  lastName: "Rao",
  email: "asha@example.com",
  isAdmin: false,
  isRiseMember: false,
  isScaleMember: false,
  isPersonalInfoPresent: true,
  isWhiteListed: true,
};

/** Logged-in users the header and footer are checked against (spec 01 section 6). */
export const learner: LoggedInUser = { ...base };
export const riseMember: LoggedInUser = { ...base, firstName: "Ravi", isRiseMember: true };
export const scaleMember: LoggedInUser = { ...base, firstName: "Sara", isScaleMember: true };
export const admin: LoggedInUser = { ...base, firstName: "Ada", isAdmin: true };
export const withPortfolio: LoggedInUser = {
  ...base,
  portfolioUrl: "https://portfolio.example.com/asha",
  image: { url: "https://cdn.example.com/asha.png", altText: "Asha" },
};
export const withoutFirstName: LoggedInUser = { ...base, firstName: undefined, lastName: "Rao" };

export const BLOG_URL = "https://blog.example.com";
