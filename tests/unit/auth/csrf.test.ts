import { describe, expect, it } from "vitest";
import { applyTestEnv } from "./env";

applyTestEnv();

const { checkCsrf, csrfTokenFor, CsrfError, readCheckedForm, CSRF_FAILED_MESSAGE } =
  await import("~server/bff/csrf.server");

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
    await expect(checkCsrf(request, form({ csrf: token }))).resolves.toBeUndefined();
    await expect(checkCsrf(request, form({}))).rejects.toBeInstanceOf(CsrfError);
    const other = await visitor();
    await expect(checkCsrf(request, form({ csrf: other.token }))).rejects.toBeInstanceOf(CsrfError);
    const noCookie = new Request("http://bff.test/login", { method: "POST" });
    await expect(checkCsrf(noCookie, form({ csrf: token }))).rejects.toBeInstanceOf(CsrfError);
  });

  it("answers a refused form with 403 and a clear message", async () => {
    const request = new Request("http://bff.test/logout", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "logoutSource=Header",
    });
    const thrown = await readCheckedForm(request).catch((e: unknown) => e);
    expect(thrown).toMatchObject({ init: { status: 403 }, data: { message: CSRF_FAILED_MESSAGE } });
  });
});
