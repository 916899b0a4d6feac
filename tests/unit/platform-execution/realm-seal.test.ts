import { describe, expect, it } from "vitest";
import { sealRealm } from "~server/platform/execution/runtimes/realm-seal.mjs";

describe("sealRealm", () => {
  it("is intact while nothing built in changes", () => {
    expect(sealRealm().intact()).toBe(true);
  });

  it.each([
    ["a method replaced", Array.prototype, "join"],
    ["a property added", Object.prototype, "polluted"],
    ["a global added", globalThis, "leak"],
  ] as const)("sees %s, and is intact again once it is undone", (_name, target, key) => {
    const seal = sealRealm();
    const before = Object.getOwnPropertyDescriptor(target, key);
    Object.defineProperty(target, key, { value: () => "hook", configurable: true, writable: true });
    try {
      expect(seal.intact()).toBe(false);
    } finally {
      if (before) Object.defineProperty(target, key, before);
      else delete (target as Record<string, unknown>)[key];
    }
    expect(seal.intact()).toBe(true);
  });

  it("counts the prototype chains of the objects it is given", () => {
    class Proxyish {
      call() {
        return 1;
      }
    }
    const seal = sealRealm([new Proxyish()]);
    const original = Proxyish.prototype.call;
    Proxyish.prototype.call = () => 2;
    expect(seal.intact()).toBe(false);
    Proxyish.prototype.call = original;
    expect(seal.intact()).toBe(true);
  });
});
