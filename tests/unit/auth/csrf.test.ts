import { describe, expect, it } from "vitest";
import { applyTestEnv } from "./env";
import { contextOf, csrfTokenFor } from "../../support/load-context";

applyTestEnv();

const { checkCsrf, CsrfError, readCheckedForm, CSRF_FAILED_MESSAGE } =
  await import("~server/bff/csrf.server");

/** The form's check against the request's own context (its CSRF cookie and session). */
async function check(request: Request, posted: FormData) {
  const context = await contextOf(request);
  return checkCsrf(request, posted, context.session.auth, context.csrf);
}

function form(fields: Record<string, string>) {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) f.set(k, v);
  return f;
}

async function visitor() {
  const { token, setCookie } = await csrfTokenFor(new Request("http://bff.test/"));
  expect(setCookie).toMatch(/^cl_csrf=.*; HttpOnly; SameSite=Lax/);
  return { token, cookie: setCookie!.split(";")[0] };
}

describe("CSRF tokens", () => {
  it("keeps the visitor's token once it is set", async () => {
    const { token, cookie } = await visitor();
    const again = await csrfTokenFor(new Request("http://bff.test/", { headers: { cookie } }));
    expect(again).toEqual({ token, setCookie: null });
  });

  it("passes a form carrying the cookie's token, refuses others", async () => {
    const { token, cookie } = await visitor();
    const request = new Request("http://bff.test/login", { method: "POST", headers: { cookie } });
    await expect(check(request, form({ csrf: token }))).resolves.toBeUndefined();
    await expect(check(request, form({}))).rejects.toBeInstanceOf(CsrfError);
    const other = await visitor();
    await expect(check(request, form({ csrf: other.token }))).rejects.toBeInstanceOf(CsrfError);
    const noCookie = new Request("http://bff.test/login", { method: "POST" });
    await expect(check(noCookie, form({ csrf: token }))).rejects.toBeInstanceOf(CsrfError);
  });

  it("answers a refused form with 403 and a clear message", async () => {
    const request = new Request("http://bff.test/logout", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "logoutSource=Header",
    });
    const thrown = await readCheckedForm(request, await contextOf(request)).catch(
      (e: unknown) => e,
    );
    expect(thrown).toMatchObject({ init: { status: 403 }, data: { message: CSRF_FAILED_MESSAGE } });
  });
});
