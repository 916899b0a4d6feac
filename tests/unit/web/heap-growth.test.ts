import { spawnSync } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { DEFAULT_HEAP_GROWTH_PERCENT, heapGrowthPercentOf } from "~server/web/heap-growth";

const root = path.resolve(__dirname, "../../..");

describe("the web server's heap growth (decision 057)", () => {
  it("is 50 % unless WEB_HEAP_GROWTH_PERCENT says otherwise, and 0 leaves V8's own rule", () => {
    expect(heapGrowthPercentOf(undefined)).toBe(DEFAULT_HEAP_GROWTH_PERCENT);
    expect(heapGrowthPercentOf("")).toBe(50);
    expect(heapGrowthPercentOf("0")).toBe(0);
    expect(heapGrowthPercentOf("120")).toBe(120);
  });

  it.each(["-1", "401", "1.5", "fifty"])("refuses %s with the variable's name", (raw) => {
    const refused = heapGrowthPercentOf(raw);
    expect(refused).toBeInstanceOf(Error);
    expect((refused as Error).message).toBe(
      "WEB_HEAP_GROWTH_PERCENT must be a whole number from 0 to 400",
    );
  });

  // The flag is V8's: a Node that no longer knew it would say so on stderr and carry on without
  // it. This proves the Node we run takes it (an unknown one prints "unrecognized flag").
  it("is a flag this Node's V8 takes", () => {
    const script = `
      require(${JSON.stringify(path.join(root, "node_modules/tsx/dist/cjs/index.cjs"))});
      const { boundHeapGrowth } = require(${JSON.stringify(path.join(root, "server/web/heap-growth.ts"))});
      boundHeapGrowth(50);
      require("node:v8").setFlagsFromString("--surely-no-such-v8-flag");
    `;
    const run = spawnSync(process.execPath, ["-e", script], { encoding: "utf8" });
    expect(run.status).toBe(0);
    // The made-up flag shows that an unknown one would be seen; ours is not among them.
    expect(run.stderr).toContain("unrecognized flag --surely-no-such-v8-flag");
    expect(run.stderr).not.toContain("heap-growing-percent");
  });
});
