import { describe, expect, it } from "vitest";
import { PARSED_BYTES_PER_CHAR, ParsedAnswers } from "~server/bff/parsed-answers.server";

describe("ParsedAnswers (parsed upstream answers by digest, decision 047)", () => {
  it("answers the value kept for a digest, and nothing for another", () => {
    const answers = new ParsedAnswers<{ pageId: string }>({ maxEntries: 10, maxBytes: 1e6 });
    const page = { pageId: "home" };
    answers.set("digest-a", page, 100);
    expect(answers.get("digest-a")).toBe(page);
    expect(answers.get("digest-b")).toBeUndefined();
  });

  it("drops the least recently used entry beyond its entry cap", () => {
    const answers = new ParsedAnswers<string>({ maxEntries: 2, maxBytes: 1e6 });
    answers.set("a", "A", 10);
    answers.set("b", "B", 10);
    answers.get("a");
    answers.set("c", "C", 10);
    expect(answers.get("b")).toBeUndefined();
    expect(answers.get("a")).toBe("A");
    expect(answers.get("c")).toBe("C");
    expect(answers.size).toBe(2);
  });

  it("counts what a parse holds, keeps its byte cap, and refuses one larger than the cap", () => {
    const cap = 250 * PARSED_BYTES_PER_CHAR;
    const answers = new ParsedAnswers<string>({ maxEntries: 100, maxBytes: cap });
    answers.set("a", "A", 100);
    answers.set("a", "A", 100);
    expect(answers.totalBytes).toBe(100 * PARSED_BYTES_PER_CHAR);
    answers.set("b", "B", 100);
    answers.set("c", "C", 100);
    expect(answers.get("a")).toBeUndefined();
    expect(answers.totalBytes).toBe(200 * PARSED_BYTES_PER_CHAR);
    answers.set("huge", "H", 251);
    expect(answers.get("huge")).toBeUndefined();
    expect(answers.size).toBe(2);
  });
});
