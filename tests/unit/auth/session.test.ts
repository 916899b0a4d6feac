import { beforeAll, describe, expect, it } from "vitest";
import { applyTestEnv } from "./env";

applyTestEnv();

const mod = await import("~server/bff/session.server");
const {
  authOf,
  commitSession,
  endSessionCookies,
  getSession,
  loggedOutReasonOf,
  openToken,
  sealToken,
  sessionCookies,
  signIn,
  toSessionUser,
} = mod;

function requestWith(cookie: string) {
  return new Request("http://bff.test/", { headers: { cookie } });
}

const user = {
  userId: "u1",
  firstName: "Asha",
  email: "asha@example.com",
  admin: false,
  hash: "h1",
  userStatus: { isPersonalInfoPresent: true, isWhitelisted: true, isNewUser: false },
};

describe("the sealed upstream token", () => {
  it("round-trips, and the cookie text never shows it", () => {
    const sealed = sealToken("upstream-token-123", ["s1"]);
    expect(sealed).toMatch(/^v1\./);
    expect(sealed).not.toContain("upstream-token-123");
    expect(Buffer.from(sealed.split(".")[2], "base64url").toString()).not.toContain("upstream");
    expect(openToken(sealed, ["s1"])).toBe("upstream-token-123");
  });

  it("opens with an older secret after rotation, not with a stranger's", () => {
    const sealed = sealToken("t", ["old"]);
    expect(openToken(sealed, ["new", "old"])).toBe("t");
    expect(openToken(sealed, ["new"])).toBeUndefined();
  });

  it("refuses anything tampered or malformed", () => {
    const sealed = sealToken("t", ["s"]);
    const [v, iv, body] = sealed.split(".");
    const flipped = Buffer.from(body, "base64url");
    flipped[0] ^= 1;
    expect(openToken(`${v}.${iv}.${flipped.toString("base64url")}`, ["s"])).toBeUndefined();
    for (const bad of ["", "v2.a.b", "v1..", "plain-token", 42, null]) {
      expect(openToken(bad, ["s"])).toBeUndefined();
    }
  });
});

describe("the session cookie", () => {
  let loggedInCookie = "";

  beforeAll(async () => {
    const session = await getSession(requestWith(""));
    signIn(session, { token: "tok-1", user, hash: "h1" });
    const cookies = await sessionCookies(session);
    loggedInCookie = cookies[0].split(";")[0];
    expect(cookies[0]).toMatch(/HttpOnly/);
    expect(cookies[0]).toMatch(/SameSite=Lax/);
    expect(cookies[0]).toMatch(/Max-Age=604800/);
    expect(cookies[1]).toMatch(/^cl_logged_in=1; Path=\/; Max-Age=604800; SameSite=Lax$/);
  });

  it("reads back the token, the user and the hash", async () => {
    const auth = authOf(await getSession(requestWith(loggedInCookie)));
    expect(auth.token).toBe("tok-1");
    expect(auth.user?.firstName).toBe("Asha");
    expect(auth.userStateHash).toBe("h1");
    expect(loggedInCookie).not.toContain("tok-1");
  });

  it("carries only ciphertext, and is logged out when the cookie was tampered with", async () => {
    const [name, value] = loggedInCookie.split("=");
    // The cookie is base64 of a JSON string: the sealed session, "v1.{iv}.{ciphertext+tag}".
    const sealed = JSON.parse(Buffer.from(decodeURIComponent(value), "base64").toString());
    expect(sealed).toMatch(/^v1\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
    expect(loggedInCookie).not.toContain("Asha");
    const [v, iv, body] = (sealed as string).split(".");
    const flipped = Buffer.from(body, "base64url");
    flipped[3] ^= 1;
    const forged = Buffer.from(
      JSON.stringify(`${v}.${iv}.${flipped.toString("base64url")}`),
    ).toString("base64");
    const auth = authOf(await getSession(requestWith(`${name}=${encodeURIComponent(forged)}`)));
    expect(auth.user).toBeUndefined();
    expect(auth.token).toBeUndefined();
  });

  it("is logged out without a valid user, even with a token", async () => {
    const session = await getSession(requestWith(""));
    session.set("token", sealToken("t"));
    session.set("user", { firstName: "no id" } as never);
    const cookie = (await commitSession(session)).split(";")[0];
    expect(authOf(await getSession(requestWith(cookie))).token).toBeUndefined();
  });

  it("ends with the cookie, its twin and the logged-out marker", async () => {
    const session = await getSession(requestWith(loggedInCookie));
    const cookies = await endSessionCookies(session, "expired");
    expect(cookies[0]).toMatch(/^cl_session=; .*Expires=Thu, 01 Jan 1970/);
    expect(cookies[1]).toMatch(/^cl_logged_in=; .*Max-Age=0/);
    expect(cookies[2]).toMatch(/^cl_lo=expired; .*Max-Age=60/);
    expect(loggedOutReasonOf(requestWith("a=1; cl_lo=expired"))).toBe("expired");
    expect(loggedOutReasonOf(requestWith("cl_lo=bogus"))).toBeNull();
  });
});

describe("toSessionUser", () => {
  it("keeps what the shell needs and drops what does not fit a cookie", () => {
    const cut = toSessionUser({
      ...user,
      lastName: "x".repeat(500),
      image: { url: "https://cdn.example/a.png", altText: "A", aspectRatioX: 1 },
      extra: "ignored",
    } as never);
    expect(cut).toMatchObject({
      userId: "u1",
      firstName: "Asha",
      image: { url: "https://cdn.example/a.png", altText: "A" },
    });
    expect(cut.lastName).toBeUndefined();
    expect(cut).not.toHaveProperty("extra");
    expect(cut).not.toHaveProperty("hash");
  });
});
