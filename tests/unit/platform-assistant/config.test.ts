import { describe, expect, it } from "vitest";
import { START_ANSWER_WAIT_MS } from "~/contract/code-values";
import { parsePlatformEnv } from "~server/platform/config";

/** The assistant's environment variables (server/platform/config.ts). */

const envOf = (vars: Record<string, string>) =>
  ({ NODE_ENV: "test", ...vars }) as NodeJS.ProcessEnv;

const assistantOf = (vars: Record<string, string>) => {
  const parsed = parsePlatformEnv(envOf(vars));
  if (!parsed.ok) throw new Error(parsed.message);
  return parsed.config.assistant;
};

describe("assistant config", () => {
  it("defaults: the token pattern, 600 ms code assist (inside the start answer's wait), no model", () => {
    expect(assistantOf({})).toEqual({ tokenMs: undefined, codeAssistMs: 600, openai: undefined });
  });

  it("reads the pace, the delay and an OpenAI-compatible model (trailing slash dropped)", () => {
    expect(
      assistantOf({
        PLATFORM_ASSISTANT_TOKEN_MS: "0",
        PLATFORM_CODE_ASSIST_MS: "0",
        ASSISTANT_OPENAI_BASE_URL: "https://api.example.com/v1/",
        ASSISTANT_OPENAI_API_KEY: "sk-x",
      }),
    ).toEqual({
      tokenMs: 0,
      codeAssistMs: 0,
      openai: { baseUrl: "https://api.example.com/v1", apiKey: "sk-x", model: "gpt-4o-mini" },
    });
  });

  it("refuses bad values with one line naming the variable", () => {
    expect(parsePlatformEnv(envOf({ PLATFORM_ASSISTANT_TOKEN_MS: "fast" }))).toMatchObject({
      ok: false,
      message: expect.stringMatching(/^Invalid PLATFORM_ASSISTANT_TOKEN_MS="fast"/),
    });
    expect(parsePlatformEnv(envOf({ ASSISTANT_OPENAI_BASE_URL: "ftp://x" }))).toMatchObject({
      ok: false,
      message: expect.stringMatching(/^Invalid ASSISTANT_OPENAI_BASE_URL=/),
    });
  });
});

describe("the start answer's wait", () => {
  const waitOf = (vars: Record<string, string>) => {
    const parsed = parsePlatformEnv(envOf(vars));
    if (!parsed.ok) throw new Error(parsed.message);
    return parsed.config.startAnswerWaitMs;
  };

  it("is START_ANSWER_WAIT_MS unless set; 0 turns it off", () => {
    expect(waitOf({})).toBe(START_ANSWER_WAIT_MS);
    expect(waitOf({ PLATFORM_START_ANSWER_WAIT_MS: "0" })).toBe(0);
    expect(waitOf({ PLATFORM_START_ANSWER_WAIT_MS: "250" })).toBe(250);
  });

  it("refuses a value that is not 0-10000 ms", () => {
    for (const value of ["soon", "20000", "-1"]) {
      expect(parsePlatformEnv(envOf({ PLATFORM_START_ANSWER_WAIT_MS: value }))).toMatchObject({
        ok: false,
        message: expect.stringMatching(/^Invalid PLATFORM_START_ANSWER_WAIT_MS=/),
      });
    }
  });
});

describe("the runtimes warmed at start (decision 052)", () => {
  const warmOf = (vars: Record<string, string>) => {
    const parsed = parsePlatformEnv(envOf(vars));
    if (!parsed.ok) throw new Error(parsed.message);
    return parsed.config.execution.warm;
  };

  it("is Python and PHP unless set; none turns it off; a list is read in order", () => {
    expect(warmOf({})).toEqual(["python3", "php"]);
    expect(warmOf({ PLATFORM_WARM_RUNTIMES: "none" })).toEqual([]);
    expect(warmOf({ PLATFORM_WARM_RUNTIMES: "python3,psql" })).toEqual(["python3", "psql"]);
    expect(parsePlatformEnv(envOf({ PLATFORM_WARM_RUNTIMES: "python3;rm" }))).toMatchObject({
      ok: false,
      message: expect.stringMatching(/^Invalid PLATFORM_WARM_RUNTIMES=/),
    });
  });
});
