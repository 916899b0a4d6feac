import { vi } from "vitest";
import type { EffectsContext } from "~/actions/pending/context";
import { memoryStorage } from "../../support/memory-storage";

/** A page's effects as fakes that record what a pending or callback handler did. */
export function fakeEffects(overrides: Partial<EffectsContext> = {}) {
  const title = { value: "Course page" };
  const elements = new Map<string, unknown>();
  const ctx: EffectsContext = {
    address: "/courses/pm-fellowship?batch=1",
    user: { isPersonalInfoPresent: true },
    navigate: vi.fn(),
    revalidate: vi.fn(),
    toast: vi.fn(),
    runAction: vi.fn(),
    announcePage: vi.fn(),
    publish: vi.fn(),
    fetch: vi.fn() as unknown as typeof fetch,
    csrf: "csrf-1",
    document: {
      getElementById: (id: string) => (elements.get(id) ?? null) as HTMLElement | null,
      get title() {
        return title.value;
      },
      set title(value: string) {
        title.value = value;
      },
    },
    origin: "https://learn.example.com",
    storage: memoryStorage(),
    sleep: () => Promise.resolve(),
    ...overrides,
  };
  return { ctx, elements, title };
}
