/** The audio widget's texts: zod-free, for the browser (the schema is server-side). */

export const AUDIO_TEXTS = {
  /** The transcript's disclosure. */
  transcript: "Transcript",
  /** Inside <audio>, for browsers that cannot play it. */
  fallback: "Download the audio",
} as const;
