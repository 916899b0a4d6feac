/** The intents of POST /api/code (the BFF maps each to one catalogue call). */
export type CodeIntent =
  | "run"
  | "submit"
  | "status"
  | "hint"
  | "compiler-run"
  | "compiler-status"
  | "share"
  | "assist"
  | "assist-status"
  | "history"
  | "submission-code";
