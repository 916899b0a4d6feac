/** The alumni-spotlight widget's texts: zod-free, for the browser. */
export const ALUMNI_SPOTLIGHT_TEXTS = {
  before: "Before",
  after: "After",
  at: (role: string, company?: string) => (company ? `${role} at ${company}` : role),
} as const;
