import type { CellJson, PageRecord } from "../db/pages";
import type { UserRecord } from "../db/users";

/**
 * Pages that speak to the signed-in user. The stored page holds neutral text; these rewrite one
 * HEADER_TEXT cell per page for the user asking. Personalised pages are seeded with TTL 0, so no
 * cache shares them between users.
 */
export const GREETING_CELL_ID = "my-courses-greeting";
export const PROFILE_SUMMARY_CELL_ID = "profile-summary";

type TextData = { text: string; superText?: string; subText?: string };

function withTextData(cell: CellJson, change: (current: TextData) => TextData): CellJson {
  const data = (cell.componentData ?? {}) as { textData?: TextData };
  const current = data.textData ?? { text: "" };
  return { ...cell, componentData: { ...data, textData: change(current) } };
}

const fullName = (user: UserRecord) =>
  [user.firstName, user.lastName].filter((part) => part?.trim()).join(" ");

type Personaliser = (cell: CellJson, user: UserRecord) => CellJson;

/** page id -> cell id -> how that cell changes for the user. */
const personalisers: Record<string, Record<string, Personaliser>> = {
  "my-courses": {
    [GREETING_CELL_ID]: (cell, user) =>
      withTextData(cell, (text) => ({
        ...text,
        text: user.firstName?.trim() ? `Welcome back, ${user.firstName.trim()}` : "Welcome back",
      })),
  },
  "user-profile": {
    [PROFILE_SUMMARY_CELL_ID]: (cell, user) =>
      withTextData(cell, (text) => ({
        ...text,
        text: fullName(user) || text.text,
        subText: user.email ?? user.phone ?? text.subText,
      })),
  },
};

export function personalisePage(page: PageRecord, user: UserRecord | undefined): PageRecord {
  const forPage = personalisers[page.id];
  if (!user || !forPage) return page;
  return { ...page, cells: page.cells.map((cell) => forPage[cell.id]?.(cell, user) ?? cell) };
}
