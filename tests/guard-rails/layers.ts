/**
 * The folder layers of docs/architecture.md, as data. `npm run lint:cycles` (check-layers.ts)
 * fails on a file-level import cycle, on an arrow from a folder to one in a higher layer, and on
 * a folder-level cycle, except the arrows listed in KNOWN_WRONG_WAY (debt being paid off: the
 * list only ever shrinks).
 */

/** Which layer a source file belongs to; undefined: not checked (tests, configs). */
export function folderOf(file: string): string | undefined {
  const parts = file.split("/");
  if (parts[0] === "app") {
    if (parts.length === 2) return /^(root|entry\.)/.test(parts[1]) ? "app/routes" : "app/(types)";
    return `app/${parts[1]}`;
  }
  if (parts[0] !== "server") return undefined;
  if (parts[1] === "platform") {
    if (parts.length === 3) {
      return [
        "server.ts",
        "main.ts",
        "platform-options.ts",
        "metrics.ts",
        "code-execution.ts",
      ].includes(parts[2])
        ? "platform/server"
        : "platform/base";
    }
    return `platform/${parts[2]}`;
  }
  if (parts[1] === "bff") return "server/bff";
  if (parts[1] === "shared") return "server/shared";
  if (parts[1] === "web") return "server/web";
  return "server/start";
}

/** Top layer first: a folder may import its own layer's folders (without cycles) and lower ones. */
export const LAYERS: string[][] = [
  // The web app: routes -> UI features -> shared -> contract.
  ["app/routes", "server/start", "server/web"],
  ["app/shell", "app/page", "app/editor"],
  ["app/widgets", "app/commerce"],
  ["app/actions", "app/auth", "app/practice", "app/sandbox", "app/assistant"],
  ["app/tracking", "app/config", "app/styles", "app/ui", "app/browser-page-store"],
  ["server/bff"],
  // The reference platform: server -> routes -> services -> db.
  ["platform/server"],
  ["platform/routes"],
  [
    "platform/auth",
    "platform/commerce",
    "platform/validation",
    "platform/uploads",
    "platform/pdf",
    "platform/http",
    "platform/practice",
    "platform/execution",
    "platform/assistant",
    "platform/sandbox",
    "platform/cms",
    "platform/community",
  ],
  ["platform/seed"],
  ["platform/db"],
  ["platform/base"],
  // Shared by everything above.
  ["app/shared", "server/shared"],
  ["app/contract", "app/(types)"],
];

/**
 * Arrows that break the layers today, each with the files that make it. Remove an entry when
 * its imports are gone (the check then fails until it is removed, so the list stays true).
 */
export const KNOWN_WRONG_WAY: Record<string, string> = {};
