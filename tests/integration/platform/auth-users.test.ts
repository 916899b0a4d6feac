import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openPlatformDatabase } from "~server/platform/db/database";
import { createUserRepository } from "~server/platform/db/users";
import type { RunningPlatform } from "~server/platform/server";
import { seedUsers, seedUsersTable } from "~server/platform/seed/users";
import { bearer, devSignIn, get, makeDataDir, post, start } from "./platform-harness";

/** Seeded users, the development sign-in provider, the test endpoints for users, persistence. */

let platform: RunningPlatform;
let base: string;
const data = makeDataDir();

beforeAll(async () => {
  platform = await start(data.dir);
  base = platform.url;
});
afterAll(async () => {
  await platform.close();
  data.cleanup();
});

const signIn = (body: unknown) => post(base, "/api/v1/auth/token-sign-in", body);
const infoOf = async (email: string) =>
  (await get(base, "/api/v1/user/info", bearer(await devSignIn(base, email)))).body as Record<
    string,
    unknown
  >;

const flags = (admin: boolean, riseMember: boolean, scaleMember: boolean) => ({
  admin,
  riseMember,
  scaleMember,
});
const status = (isPersonalInfoPresent: boolean, isWhitelisted: boolean) => ({
  userStatus: { isPersonalInfoPresent, isWhitelisted, isNewUser: false },
});
const photo = (n: number, altText: string) => ({
  image: { url: `/images/mentor-${n}.svg`, altText, aspectRatioX: 1, aspectRatioY: 1 },
});

describe("seeded users", () => {
  it("are the users of the contract, with their names, flags and photos", async () => {
    const expected: Record<string, Record<string, unknown>> = {
      "learner@example.com": {
        userId: "usr_learner",
        firstName: "Asha",
        lastName: "Learner",
        ...flags(false, false, false),
        ...status(true, true),
        ...photo(1, "Asha Learner"),
        portfolioUrl: null,
      },
      "rise@example.com": {
        firstName: "Rohan",
        lastName: "Rise",
        ...flags(false, true, false),
        ...status(true, true),
        ...photo(2, "Rohan Rise"),
      },
      "scale@example.com": {
        firstName: "Sara",
        lastName: "Scale",
        ...flags(false, false, true),
        ...status(true, true),
        ...photo(3, "Sara Scale"),
      },
      "admin@example.com": {
        firstName: "Aditi",
        lastName: "Admin",
        ...flags(true, false, false),
        ...status(true, true),
        ...photo(4, "Aditi Admin"),
      },
      "portfolio@example.com": {
        firstName: "Priya",
        lastName: "Portfolio",
        portfolioUrl: "https://portfolio.example.com/priya",
        ...flags(false, false, false),
        ...status(true, true),
        image: null,
      },
      "waitlisted@example.com": {
        firstName: "Wasim",
        lastName: "Waitlist",
        ...flags(false, false, false),
        ...status(true, false),
      },
      "noinfo@example.com": {
        firstName: null,
        lastName: null,
        ...flags(false, false, false),
        ...status(false, true),
      },
    };
    expect(seedUsers.map((u) => u.email).sort()).toEqual(Object.keys(expected).sort());
    for (const [email, fields] of Object.entries(expected)) {
      expect(await infoOf(email), email).toMatchObject({ email, ...fields });
    }
    expect(platform.users.findByPhone("+919876543210")?.email).toBe("learner@example.com");
    expect(platform.users.findByEmail("new.learner@example.com")).toBeUndefined();
  });
});

describe("POST /api/v1/auth/token-sign-in", () => {
  it('signs in with provider "dev" and idToken "dev:{email}": {token, user} and the hash', async () => {
    const res = await signIn({
      source: "Header",
      provider: "dev",
      idToken: "dev:Scale@Example.com",
      referralData: { invitedByReferral: "r-1", campaignId: "c-1" },
    });
    expect(res.status).toBe(200);
    const body = res.body as { token: string; user: { email: string; hash: string } };
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body.user.email).toBe("scale@example.com");
    expect(res.headers.get("x-user-state-hash")).toBe(body.user.hash);
  });

  it("creates a new user for an unknown email", async () => {
    const res = await signIn({ provider: "dev", idToken: "dev:first.timer@example.com" });
    expect((res.body as { user: unknown }).user).toMatchObject({
      email: "first.timer@example.com",
      firstName: null,
      userStatus: { isNewUser: true, isPersonalInfoPresent: false, isWhitelisted: false },
    });
  });

  it('answers 400 "Unsupported sign-in provider" and "Invalid sign-in token"', async () => {
    for (const provider of ["google", "Dev", ""]) {
      const res = await signIn({ provider, idToken: "dev:learner@example.com" });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ errorMessage: "Unsupported sign-in provider" });
    }
    for (const idToken of ["learner@example.com", "dev:", "dev:not-an-email", "google:a@b.co"]) {
      const res = await signIn({ provider: "dev", idToken });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ errorMessage: "Invalid sign-in token" });
    }
    const missing = await signIn({ provider: "dev" });
    expect(missing.status).toBe(400);
    expect((missing.body as { errors: Record<string, unknown> }).errors.idToken).toBeTruthy();
  });
});

describe("POST /__test/update-user", () => {
  it("changes names, portfolio and flags, answering the new LoginUserInfo", async () => {
    const res = await post(base, "/__test/update-user", {
      email: "WAITLISTED@example.com",
      patch: {
        firstName: "Wasi",
        portfolioUrl: "https://portfolio.example.com/wasi",
        isWhitelisted: true,
        isScaleMember: true,
        isAdmin: true,
        isPersonalInfoPresent: false,
      },
    });
    expect(res.status).toBe(200);
    expect((res.body as { user: unknown }).user).toMatchObject({
      firstName: "Wasi",
      lastName: "Waitlist",
      portfolioUrl: "https://portfolio.example.com/wasi",
      admin: true,
      scaleMember: true,
      userStatus: { isWhitelisted: true, isPersonalInfoPresent: false },
    });
    expect(await infoOf("waitlisted@example.com")).toEqual((res.body as { user: unknown }).user);
  });

  it("404 for an unknown email, 400 for unknown or mistyped fields", async () => {
    const unknown = await post(base, "/__test/update-user", { email: "x@example.com", patch: {} });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ errorMessage: "User not found" });
    for (const patch of [{ admin: true }, { isAdmin: "yes" }, { email: "new@example.com" }]) {
      const res = await post(base, "/__test/update-user", { email: "learner@example.com", patch });
      expect(res.status, JSON.stringify(patch)).toBe(400);
    }
  });
});

describe("users across restarts", () => {
  it("keep their changes, their tokens and new users; the seed is not rewritten", async () => {
    const dir = makeDataDir();
    try {
      const first = await start(dir.dir);
      expect(first.userSeed).toEqual({ action: "seeded", users: seedUsers.length });
      const token = await devSignIn(first.url, "learner@example.com");
      const newcomer = await devSignIn(first.url, "newcomer@example.com");
      await post(first.url, "/__test/update-user", {
        email: "learner@example.com",
        patch: { firstName: "Asha K." },
      });
      await first.close();

      const second = await start(dir.dir);
      try {
        expect(second.userSeed).toEqual({ action: "kept", users: 0 });
        const info = await get(second.url, "/api/v1/user/info", bearer(token));
        expect(info.status).toBe(200);
        expect((info.body as { firstName: string }).firstName).toBe("Asha K.");
        const again = await get(second.url, "/api/v1/user/info", bearer(newcomer));
        expect((again.body as { email: string }).email).toBe("newcomer@example.com");
      } finally {
        await second.close();
      }
    } finally {
      dir.cleanup();
    }
  });

  it("a changed user seed resets the seeded users only", () => {
    const dir = makeDataDir();
    const db = openPlatformDatabase(dir.dir);
    try {
      const users = createUserRepository(db);
      const clock = () => Date.now();
      expect(seedUsersTable(db, users, clock).action).toBe("seeded");
      expect(seedUsersTable(db, users, clock).action).toBe("kept");
      const learner = users.findByEmail("learner@example.com")!;
      users.update(learner.id, { firstName: "Changed" }, new Date().toISOString());
      const stranger = users.createForIdentity(
        { email: "s@example.com" },
        new Date().toISOString(),
      );
      const changed = seedUsers.map((u) =>
        u.id === "usr_rise" ? { ...u, isScaleMember: true } : u,
      );
      expect(seedUsersTable(db, users, clock, changed)).toEqual({
        action: "reseeded",
        users: seedUsers.length,
      });
      expect(users.findByEmail("rise@example.com")?.isScaleMember).toBe(true);
      expect(users.findByEmail("learner@example.com")?.firstName).toBe("Asha");
      expect(users.findByEmail("learner@example.com")?.createdAt).toBe(learner.createdAt);
      expect(users.findById(stranger.id)?.email).toBe("s@example.com");
    } finally {
      db.close();
      dir.cleanup();
    }
  });
});
