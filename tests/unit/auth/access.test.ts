import { describe, expect, it } from "vitest";
import { accessFor, isAdminPath } from "~/shared/access";

const learner = { isAdmin: false };
const admin = { isAdmin: true };

describe("accessFor (spec 01 sections 2.1, 4 and 6)", () => {
  it("asks for login on login-protected routes", () => {
    for (const path of ["/orders", "/order/1", "/my-courses", "/user/profile", "/my-calendar"]) {
      expect(accessFor(path, null), path).toBe("login-required");
      expect(accessFor(path, learner), path).toBe("ok");
    }
  });

  it("lets the routes that show their own login through", () => {
    expect(accessFor("/login", null)).toBe("ok");
    expect(accessFor("/interview/abc", null)).toBe("ok");
  });

  it("keeps admin and editor routes for admins", () => {
    for (const path of [
      "/admin",
      "/admin/cms/x",
      "/admin/sales",
      "/course/x/builder",
      "/service/a",
      "/ADMIN/x",
    ]) {
      expect(isAdminPath(path), path).toBe(true);
      expect(accessFor(path, null), path).toBe("login-required");
      expect(accessFor(path, learner), path).toBe("forbidden");
      expect(accessFor(path, admin), path).toBe("ok");
    }
  });

  it("leaves public pages open", () => {
    for (const path of ["/", "/course/data-analyst-course", "/reviews", "/no/such/page"]) {
      expect(accessFor(path, null), path).toBe("ok");
    }
  });
});
