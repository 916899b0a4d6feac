import { describe, expect, it } from "vitest";
import { EDIT_MODE_PARAM } from "~/contract/editor-values";
import { EDIT_SWITCH_PARAM } from "~/editor/EditSwitch";
import { PAGE_CHANNEL } from "~/editor/page-channel";
import { CHANNELS } from "~/shell/user-state-sync";

/** Values the editor writes out to keep modules out of the page bundle (tests/budget). */
describe("the editor's written-out values", () => {
  it("are the ones they stand for", () => {
    expect(EDIT_SWITCH_PARAM).toBe(EDIT_MODE_PARAM);
    expect(PAGE_CHANNEL).toBe(CHANNELS.page);
  });
});
