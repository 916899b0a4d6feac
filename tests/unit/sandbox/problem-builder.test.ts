import { describe, expect, it } from "vitest";
import { problemMetadataSchema } from "~/contract/sandbox";
import { PROBLEM_METADATA_LIMITS, PROBLEM_METADATA_TEXTS } from "~/contract/sandbox-values";
import { checkProblemFields, fieldsOfMetadata, tagsOf } from "~/sandbox/problem-builder";

const valid = {
  title: "  Sum two numbers ",
  difficulty: "EASY",
  statement: "Read a and b.\nPrint a + b.\n",
  tags: "math, basics, math, ",
};

describe("the problem builder's checks", () => {
  it("accepts valid fields, trimmed, tags without blanks or repeats", () => {
    const check = checkProblemFields(valid);
    expect(check).toEqual({
      ok: true,
      metadata: {
        title: "Sum two numbers",
        difficulty: "EASY",
        statement: "Read a and b.\nPrint a + b.",
        tags: ["math", "basics"],
      },
    });
    // The contract's schema (the BFF's and the platform's check) accepts the same metadata.
    if (check.ok) expect(problemMetadataSchema.parse(check.metadata)).toEqual(check.metadata);
  });

  it("names every invalid field with the contract's words", () => {
    const check = checkProblemFields({
      title: " ",
      difficulty: "EXTREME",
      statement: "",
      tags: "",
    });
    expect(check).toEqual({
      ok: false,
      errors: {
        title: PROBLEM_METADATA_TEXTS.titleRequired,
        difficulty: PROBLEM_METADATA_TEXTS.difficulty,
        statement: PROBLEM_METADATA_TEXTS.statementRequired,
      },
    });
  });

  it("refuses what is too long or too many, like the schema", () => {
    const long = {
      title: "t".repeat(PROBLEM_METADATA_LIMITS.titleChars + 1),
      difficulty: "HARD",
      statement: "s".repeat(PROBLEM_METADATA_LIMITS.statementChars + 1),
      tags: Array.from({ length: PROBLEM_METADATA_LIMITS.tags + 1 }, (_, i) => `t${i}`).join(","),
    };
    expect(checkProblemFields(long)).toEqual({
      ok: false,
      errors: {
        title: PROBLEM_METADATA_TEXTS.titleTooLong,
        statement: PROBLEM_METADATA_TEXTS.statementTooLong,
        tags: PROBLEM_METADATA_TEXTS.tooManyTags,
      },
    });
    const longTag = { ...valid, tags: "x".repeat(PROBLEM_METADATA_LIMITS.tagChars + 1) };
    expect(checkProblemFields(longTag)).toMatchObject({
      ok: false,
      errors: { tags: PROBLEM_METADATA_TEXTS.tagTooLong },
    });
    expect(
      problemMetadataSchema
        .safeParse({ ...long, tags: tagsOf(long.tags) })
        .error?.issues.map((issue) => issue.message),
    ).toEqual([
      PROBLEM_METADATA_TEXTS.titleTooLong,
      PROBLEM_METADATA_TEXTS.statementTooLong,
      PROBLEM_METADATA_TEXTS.tooManyTags,
    ]);
  });

  it("fills the fields from saved metadata, or leaves them empty", () => {
    expect(
      fieldsOfMetadata({ title: "T", difficulty: "MEDIUM", statement: "S", tags: ["a", "b"] }),
    ).toEqual({ title: "T", difficulty: "MEDIUM", statement: "S", tags: "a, b" });
    expect(fieldsOfMetadata(undefined)).toEqual({
      title: "",
      difficulty: "",
      statement: "",
      tags: "",
    });
  });
});
