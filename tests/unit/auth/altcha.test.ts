import { createChallenge, solveChallenge } from "altcha-lib";
import { describe, expect, it } from "vitest";
import { applyTestEnv, TEST_SESSION_SECRETS } from "./env";

// A small difficulty keeps the solver quick; the protocol is the same at any size.
applyTestEnv({ CAPTCHA_PROVIDER: "altcha", ALTCHA_MAX_NUMBER: "5000", NODE_ENV: "test" });

const { loadHumanCheck, newChallenge, passesHumanCheck, CHALLENGES_PER_MINUTE } =
  await import("~server/bff/altcha.server");
const { captchaProvider } = await import("~server/bff/captcha.server");
const { derivedKey } = await import("~server/bff/derived-keys.server");

type Challenge = Awaited<ReturnType<typeof newChallenge>>;

/** What the widget posts: base64 of the challenge with the number found by the solver. */
async function solve(challenge: Challenge, number?: number): Promise<string> {
  const found =
    number ??
    (await solveChallenge(challenge.challenge, challenge.salt, challenge.algorithm, 5000).promise)!
      .number;
  const payload = {
    algorithm: challenge.algorithm,
    challenge: challenge.challenge,
    number: found,
    salt: challenge.salt,
    signature: challenge.signature,
  };
  return Buffer.from(JSON.stringify(payload)).toString("base64");
}

describe("the ALTCHA human check (issue 41, decision 061)", () => {
  it("passes a real solution once; a replay of it is refused", async () => {
    const challenge = await newChallenge();
    expect(challenge.maxnumber).toBe(5000);
    expect(challenge.salt).toMatch(/\?expires=\d+&$/);
    const token = await solve(challenge);
    expect(await passesHumanCheck(token)).toBe(true);
    expect(await passesHumanCheck(token)).toBe(false);
  });

  it("refuses a wrong number, a forged signature, another key's challenge and an expired one", async () => {
    const challenge = await newChallenge();
    const right = (await solveChallenge(challenge.challenge, challenge.salt, "SHA-256", 5000)
      .promise)!.number;
    expect(await passesHumanCheck(await solve(challenge, right + 1))).toBe(false);
    const forged = { ...challenge, signature: "0".repeat(64) };
    expect(await passesHumanCheck(await solve(forged, right))).toBe(false);
    // A challenge made with a key that is not this site's (anyone can run altcha-lib).
    const foreign = await createChallenge({
      hmacKey: "someone-elses-key",
      maxnumber: 5000,
      expires: new Date(Date.now() + 60_000),
    });
    expect(await passesHumanCheck(await solve(foreign))).toBe(false);
    // One without an expiry at all is not ours either, even signed with our key.
    const key = derivedKey(TEST_SESSION_SECRETS[0]!, "altcha", "human-check-challenge");
    const endless = await createChallenge({ hmacKey: key.toString("hex"), maxnumber: 5000 });
    expect(await passesHumanCheck(await solve(endless))).toBe(false);
    // Solved in time, posted too late.
    const later = Date.now() + 11 * 60 * 1000;
    expect(await passesHumanCheck(await solve(challenge, right), later)).toBe(false);
    // And garbage never throws.
    for (const junk of [
      "",
      "not-base64!",
      Buffer.from("[]").toString("base64"),
      "x".repeat(5000),
    ]) {
      expect(await passesHumanCheck(junk)).toBe(false);
    }
  });

  it("still passes a challenge made under the previous secret (rotation)", async () => {
    const old = derivedKey(TEST_SESSION_SECRETS[1]!, "altcha", "human-check-challenge");
    const challenge = await createChallenge({
      hmacKey: old.toString("hex"),
      maxnumber: 5000,
      expires: new Date(Date.now() + 60_000),
    });
    expect(await passesHumanCheck(await solve(challenge as Challenge))).toBe(true);
  });

  it("is the login's check: asked only when needed, judged and spent by the BFF", async () => {
    const provider = captchaProvider("altcha");
    expect(provider.enabled).toBe(false);
    expect(provider.escalates).toBe(true);
    const token = await solve(await newChallenge());
    const form = new FormData();
    form.set(provider.field, token);
    // Never forwarded unverified by the always-asked forms (compiler, shares, form submits).
    expect(provider.tokenFrom(form)).toBeUndefined();
    expect(await provider.passedToken(form)).toEqual({ token, posted: true });
    expect(await provider.passedToken(form)).toEqual({ posted: true });
  });

  it("serves challenges by GET, a limited number a minute per address", async () => {
    const request = () =>
      new Request("http://bff.test/api/human-check", { headers: { "x-forwarded-for": "x" } });
    const first = await loadHumanCheck(request());
    expect(first.status).toBe(200);
    expect(first.headers.get("cache-control")).toBe("no-store");
    const body = (await first.json()) as Challenge;
    expect(body).toMatchObject({ algorithm: "SHA-256", maxnumber: 5000 });
    expect(body.signature).toMatch(/^[0-9a-f]{64}$/);
    for (let i = 1; i < CHALLENGES_PER_MINUTE; i++) await loadHumanCheck(request());
    const refused = await loadHumanCheck(request());
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toBe("60");
  });
});
