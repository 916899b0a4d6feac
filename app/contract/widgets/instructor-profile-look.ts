/** The instructor-profile widget's texts: zod-free, for the browser. */
export const INSTRUCTOR_PROFILE_TEXTS = {
  credentials: "Experience and credentials",
  courses: "Teaches",
  links: "Elsewhere",
  figures: "In numbers",
} as const;

/** Splits a plain-text bio into paragraphs on blank lines. */
export function bioParagraphs(bio: string): string[] {
  return bio
    .split(/\r?\n\s*\r?\n/)
    .map((p) => p.trim())
    .filter(Boolean);
}
