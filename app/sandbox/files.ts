import type { SandboxFiles, SandboxWireFile } from "~/contract/sandbox-values";

/** A new file id: unique in the browser session (the store keeps it, the wire does not). */
export function newFileId(): string {
  return typeof crypto !== "undefined" && "randomUUID" in crypto
    ? crypto.randomUUID()
    : `file-${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

/** The wire's list as the store's map; the ids are stable per name (server and browser agree). */
export function filesFromWire(files: readonly SandboxWireFile[]): SandboxFiles {
  const map: SandboxFiles = {};
  for (const file of files) map[file.fileName] = { id: file.fileName, code: file.code };
  return map;
}

/** The store's map as the wire's list, in the map's order. */
export function filesToWire(files: SandboxFiles): SandboxWireFile[] {
  return Object.entries(files).map(([fileName, file]) => ({ fileName, code: file.code }));
}

/** The map with one file renamed, keeping its place in the order. */
export function renameFile(files: SandboxFiles, from: string, to: string): SandboxFiles {
  const next: SandboxFiles = {};
  for (const [name, file] of Object.entries(files)) next[name === from ? to : name] = file;
  return next;
}

/** The map without one file. */
export function withoutFile(files: SandboxFiles, fileName: string): SandboxFiles {
  const next: SandboxFiles = { ...files };
  delete next[fileName];
  return next;
}
