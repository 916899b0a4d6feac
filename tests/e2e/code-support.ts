import { expect, type Page } from "@playwright/test";
import { CODE_STORES } from "~/contract/code-values";
import { waitForHydration } from "./support";

/**
 * The editor once CodeMirror has taken over from the server's textarea: the code area is scrolled
 * to first, as a learner would (its editor is made only near the viewport, decision 029).
 */
export async function editor(page: Page) {
  await waitForHydration(page);
  // Below 1024 px the problem page and the compiler show one pane at a time: open the code's.
  if (
    (page.viewportSize()?.width ?? 1440) < 1024 &&
    (await page.locator("[data-workspace]").count())
  ) {
    await page.getByRole("tab", { name: "Code", exact: true }).click();
  }
  await page.locator("[data-editor]").first().scrollIntoViewIfNeeded();
  const content = page.locator("[data-editor=codemirror] .cm-content");
  await expect(content).toBeVisible();
  return content;
}

/** Fills the editor until it holds the code (a stored draft may land just after a first fill). */
export async function setCode(page: Page, code: string) {
  const content = await editor(page);
  await expect(async () => {
    await content.fill(code);
    expect(await content.innerText()).toBe(code);
  }).toPass({ timeout: 15_000 });
}

/** Opens a sandbox file from the file tree and waits for its editor. */
export async function openFile(page: Page, name: string) {
  await waitForHydration(page);
  await page
    .getByRole("navigation", { name: "Files" })
    .getByRole("button", { name, exact: true })
    .click();
  await expect(page.locator(`[data-editor] [aria-label="Code, ${name}"]`).first()).toBeAttached();
}

/** A store of the code database (editor drafts, sandbox drafts), as JSON ("" when it is not there). */
export function storedCode(page: Page, store: string): Promise<string> {
  return page.evaluate(
    async ({ database, store }) => {
      const names = (await indexedDB.databases()).map((db) => db.name);
      if (!names.includes(database)) return "";
      return new Promise<string>((resolve) => {
        const open = indexedDB.open(database);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains(store)) return resolve("");
          const get = db.transaction(store).objectStore(store).getAll();
          get.onsuccess = () => {
            db.close();
            resolve(JSON.stringify(get.result));
          };
        };
        open.onerror = () => resolve("");
      });
    },
    { database: CODE_STORES.sandboxDatabase, store },
  );
}
