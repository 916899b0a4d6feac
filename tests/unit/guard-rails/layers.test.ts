import { describe, expect, it } from "vitest";
import { folderArrows, wrongWayArrows } from "../../guard-rails/check-layers";
import { folderOf } from "../../guard-rails/layers";

describe("folder layers (npm run lint:cycles)", () => {
  it("places files in their folders", () => {
    expect(folderOf("app/root.tsx")).toBe("app/routes");
    expect(folderOf("app/page/PageView.tsx")).toBe("app/page");
    expect(folderOf("server/platform/server.ts")).toBe("platform/server");
    expect(folderOf("server/platform/clock.ts")).toBe("platform/base");
    expect(folderOf("server/platform/db/users.ts")).toBe("platform/db");
    expect(folderOf("server/bff/actions/call.server.ts")).toBe("server/bff");
    expect(folderOf("tests/unit/x.test.ts")).toBeUndefined();
  });

  it("accepts arrows that point down", () => {
    const arrows = folderArrows({
      "app/routes/_index.tsx": ["app/page/PageRoute.tsx", "server/bff/page.server.ts"],
      "app/page/PageRoute.tsx": ["app/widgets/registry.ts", "app/contract/page.ts"],
      "server/platform/routes/user.ts": ["server/platform/db/users.ts"],
    });
    expect(wrongWayArrows(arrows)).toEqual([]);
  });

  it("refuses an arrow that points up a layer", () => {
    const arrows = folderArrows({
      "app/contract/page.ts": ["app/widgets/registry.ts"],
      "server/platform/db/users.ts": ["server/platform/routes/user.ts"],
    });
    expect(wrongWayArrows(arrows)).toEqual([
      "app/contract -> app/widgets",
      "platform/db -> platform/routes",
    ]);
  });

  it("refuses two folders of one layer importing each other (a folder cycle)", () => {
    const arrows = folderArrows({
      "app/widgets/form/FormWidget.tsx": ["app/commerce/money.ts"],
      "app/commerce/OrderLines.tsx": ["app/widgets/shared/ButtonView.tsx"],
    });
    expect(wrongWayArrows(arrows).sort()).toEqual([
      "app/commerce -> app/widgets",
      "app/widgets -> app/commerce",
    ]);
  });

  it("names a folder that has no layer", () => {
    const arrows = folderArrows({ "app/newthing/a.ts": ["app/contract/page.ts"] });
    expect(wrongWayArrows(arrows)[0]).toMatch(
      /app\/newthing -> app\/contract \(a folder without a layer/,
    );
  });
});
