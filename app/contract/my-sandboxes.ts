/**
 * My sandboxes (ours, issue 32; docs/contract.md "My sandboxes"): the BFF's page, its texts and
 * the most rows the upstream call answers. Its own zod-free module, so that only the sandbox
 * pages and the list's page carry it.
 */
export const MY_SANDBOXES_PATH = "/user/sandboxes";
export const MY_SANDBOXES_LIMIT = 100;
export const MY_SANDBOXES_TEXTS = {
  title: "My sandboxes",
  intro: "The sandboxes you ran, shared or saved code in, the latest first.",
  empty: "No sandboxes yet. Run or share code in a sandbox and it shows up here.",
  browse: "Open the Python project sandbox",
  link: "My sandboxes",
  loadFailed: "Your sandboxes could not be loaded. Try again in a moment.",
} as const;
