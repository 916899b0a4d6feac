import path from "node:path";
import { ESLint } from "eslint";
import { beforeAll, describe, expect, it } from "vitest";

/**
 * The import rules hold (decision 008): the linter is fed forbidden imports and must refuse them.
 * A flat-config block that sets `no-restricted-imports` replaces the rule for its files, which
 * once switched the route ban off for app/ and server/bff without anyone noticing.
 */
const root = path.resolve(__dirname, "../../..");
let eslint: ESLint;

beforeAll(() => {
  eslint = new ESLint({
    cwd: root,
    overrideConfigFile: path.join(root, "tests/config/eslint.config.mjs"),
  });
});

async function restricted(file: string, specifier: string): Promise<boolean> {
  const [result] = await eslint.lintText(
    `import { x } from "${specifier}";\nexport const y = x;\n`,
    {
      filePath: path.join(root, file),
    },
  );
  return result.messages.some((m) => m.ruleId === "no-restricted-imports");
}

describe("forbidden imports are refused by the linter", () => {
  it.each([
    ["app/page/new-module.ts", "~/routes/login"],
    ["app/widgets/new-widget.tsx", "~/routes/$"],
    ["server/bff/new.server.ts", "~/routes/login"],
    ["server/bff/new.server.ts", "~/auth/LoginPanel"],
    ["server/bff/new.server.ts", "~/page/PageView"],
    ["server/bff/new.server.ts", "~/commerce/CheckoutPage"],
    ["server/bff/new.server.ts", "~server/platform/server"],
    ["app/shared/new.ts", "~/widgets/registry"],
    ["app/shared/new.ts", "~server/bff/env.server"],
    ["app/contract/new.ts", "~/page/PageView"],
    ["app/contract/new.ts", "~server/bff/env.server"],
  ])("%s may not import %s", async (file, specifier) => {
    expect(await restricted(file, specifier)).toBe(true);
  });

  it.each([
    ["server/bff/new.server.ts", "~/contract"],
    ["server/bff/new.server.ts", "~/shared/login-url"],
    ["app/shared/new.ts", "~/contract/page"],
    ["app/page/new-module.ts", "~/shared/frame-url"],
  ])("%s may import %s", async (file, specifier) => {
    expect(await restricted(file, specifier)).toBe(false);
  });
});
