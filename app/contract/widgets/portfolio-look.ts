/** The portfolio widget's texts: zod-free, for the browser. */
export const PORTFOLIO_TEXTS = {
  projects: "Projects",
  techUsed: "Built with",
  links: (title: string) => `Links for ${title}`,
  profileLinks: "Profiles",
} as const;
