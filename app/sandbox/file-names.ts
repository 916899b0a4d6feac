import { SANDBOX_LIMITS } from "~/contract/sandbox-values";

/** Letters, digits, dot, dash and underscore, not starting with a dot (what the platform takes). */
const PLAIN_NAME = /^[A-Za-z0-9_-][A-Za-z0-9_.-]*$/;

/**
 * Why a new or renamed file's name is refused, in the words the file tree shows; undefined when
 * it is fine. `current` is the file being renamed (its own name is no duplicate).
 */
export function fileNameProblem(
  name: string,
  existing: readonly string[],
  current?: string,
): string | undefined {
  if (name.trim() === "") return "Give the file a name.";
  if (name.length > SANDBOX_LIMITS.fileNameChars)
    return `A file name can have at most ${SANDBOX_LIMITS.fileNameChars} characters.`;
  if (/[/\\]/.test(name)) return "A file name cannot contain / or \\ (folders are not supported).";
  if (name.startsWith(".")) return "A file name cannot start with a dot.";
  if (!PLAIN_NAME.test(name))
    return "Use only letters, digits, dots (.), dashes (-) and underscores (_).";
  const lower = name.toLowerCase();
  if (existing.some((other) => other !== current && other.toLowerCase() === lower))
    return `There is already a file called ${name}.`;
  if (existing.length >= SANDBOX_LIMITS.files && current === undefined)
    return `A sandbox can have at most ${SANDBOX_LIMITS.files} files.`;
  return undefined;
}

/** The extension of a file name, lower case, without the dot ("" when it has none). */
export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf(".");
  return dot > 0 ? fileName.slice(dot + 1).toLowerCase() : "";
}
