/** The mentor-list widget's texts: zod-free, for the browser. */
export const MENTOR_LIST_TEXTS = {
  rating: (rating: string) => `Rated ${rating} out of 5`,
  sessions: (count: number) =>
    count === 1 ? "1 session" : `${count.toLocaleString("en-US")} sessions`,
  experience: (years: number) =>
    years === 1 ? "1 year of experience" : `${years} years of experience`,
  expertise: (name: string) => `${name}'s areas of expertise`,
  languages: "Speaks",
} as const;
