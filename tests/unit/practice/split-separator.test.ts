import { describe, expect, it } from "vitest";
import {
  clampSplit,
  splitAfterKey,
  SPLIT_MAX,
  SPLIT_MIN,
} from "~/practice/workspace/SplitSeparator";

describe("the pane separator's keys", () => {
  it("moves by 5 with the arrows, jumps with Home and End, and stays within its bounds", () => {
    expect(splitAfterKey("ArrowLeft", 50)).toBe(45);
    expect(splitAfterKey("ArrowRight", 50)).toBe(55);
    expect(splitAfterKey("ArrowLeft", SPLIT_MIN)).toBe(SPLIT_MIN);
    expect(splitAfterKey("ArrowRight", SPLIT_MAX)).toBe(SPLIT_MAX);
    expect(splitAfterKey("Home", 50)).toBe(SPLIT_MIN);
    expect(splitAfterKey("End", 50)).toBe(SPLIT_MAX);
    expect(splitAfterKey("a", 50)).toBeUndefined();
    expect(clampSplit(3)).toBe(SPLIT_MIN);
    expect(clampSplit(61.6)).toBe(62);
  });
});
