import { knownOr } from "../known";

/** The social links widget's networks and texts: zod-free, for the browser. */

export const SOCIAL_NETWORKS = [
  "LINKEDIN",
  "X",
  "YOUTUBE",
  "INSTAGRAM",
  "FACEBOOK",
  "GITHUB",
  "WEBSITE",
] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

/** Each network's name (the link's text) and its mark, a short monogram drawn as a badge. */
export const SOCIAL_NETWORK_LOOKS: Record<SocialNetwork, { name: string; mark: string }> = {
  LINKEDIN: { name: "LinkedIn", mark: "in" },
  X: { name: "X", mark: "X" },
  YOUTUBE: { name: "YouTube", mark: "▶" },
  INSTAGRAM: { name: "Instagram", mark: "IG" },
  FACEBOOK: { name: "Facebook", mark: "f" },
  GITHUB: { name: "GitHub", mark: "GH" },
  WEBSITE: { name: "Website", mark: "www" },
};

/** An unknown network is shown as a website. */
export function socialNetwork(value: string | undefined): SocialNetwork {
  return knownOr(SOCIAL_NETWORKS, value, "WEBSITE");
}

export const SOCIAL_LINKS_TEXTS = {
  /** The list's name when the data gives none. */
  label: "Social links",
  /** Read after each link's name. */
  newTab: "(opens in a new tab)",
} as const;
