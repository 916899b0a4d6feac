/** The curriculum widget's texts and topic kinds: zod-free, for the browser. */

export const TOPIC_KINDS = [
  "LIVE_CLASS",
  "VIDEO",
  "READING",
  "ASSIGNMENT",
  "QUIZ",
  "PROJECT",
] as const;
export const TOPIC_KIND_LABELS: Record<(typeof TOPIC_KINDS)[number], string> = {
  LIVE_CLASS: "Live class",
  VIDEO: "Video",
  READING: "Reading",
  ASSIGNMENT: "Assignment",
  QUIZ: "Quiz",
  PROJECT: "Project",
};

export const CURRICULUM_TEXTS = {
  module: (n: number) => `Module ${n}`,
  modules: (n: number) => (n === 1 ? "1 module" : `${n} modules`),
  topics: (n: number) => (n === 1 ? "1 topic" : `${n} topics`),
  total: (duration: string) => `${duration} in all`,
  free: "Free preview",
} as const;
