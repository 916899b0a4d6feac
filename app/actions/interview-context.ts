import type { ServerAction } from "~/contract";

/** A navigation to the AI interview that hands it context data (a token among them). */
export function carriesInterviewContext(action: ServerAction): boolean {
  return (
    action.type === "NAVIGATION" &&
    typeof action.uri === "string" &&
    action.uri.startsWith("/interview/") &&
    action.context?.data !== undefined
  );
}
