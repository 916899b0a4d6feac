import { GREETING_CELL_ID, PROFILE_FORM_CELL_ID, PROFILE_SUMMARY_CELL_ID } from "../seed/cell-ids";
import type { CellJson, PageRecord } from "../db/pages";
import type { UserRecord } from "../db/users";

/**
 * Pages that speak to the signed-in user. The stored page holds neutral text; these rewrite one
 * HEADER_TEXT cell per page for the user asking. Personalised pages are seeded with TTL 0, so no
 * cache shares them between users.
 */

type TextData = { text: string; superText?: string; subText?: string };

function withTextData(cell: CellJson, change: (current: TextData) => TextData): CellJson {
  const data = (cell.componentData ?? {}) as { textData?: TextData };
  const current = data.textData ?? { text: "" };
  return { ...cell, componentData: { ...data, textData: change(current) } };
}

type FormField = { name?: string; value?: string };

/** The form's fields with the user's own values filled in where they have one. */
function withFieldValues(cell: CellJson, values: Record<string, string | null>): CellJson {
  const data = (cell.componentData ?? {}) as { fields?: FormField[] };
  const fields = (data.fields ?? []).map((field) => {
    const value = field.name ? values[field.name]?.trim() : undefined;
    return value ? { ...field, value } : field;
  });
  return { ...cell, componentData: { ...data, fields } };
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
    [PROFILE_FORM_CELL_ID]: (cell, user) =>
      withFieldValues(cell, { firstName: user.firstName, lastName: user.lastName }),
  },
};

export function personalisePage(page: PageRecord, user: UserRecord | undefined): PageRecord {
  const forPage = personalisers[page.id];
  if (!user || !forPage) return page;
  return { ...page, cells: page.cells.map((cell) => forPage[cell.id]?.(cell, user) ?? cell) };
}
