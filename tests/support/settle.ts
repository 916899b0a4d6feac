import { act } from "react";
import { vi } from "vitest";

/**
 * Waits until a browser render shows what `ready` looks for: a part that is a chunk of its own
 * (React.lazy) renders once its module has loaded, a moment after the first render. Each try
 * flushes React's work inside act(); the wait ends at vitest's waitFor time-out, not at a timing.
 */
export async function settle(ready: () => unknown, what = "the lazily loaded part"): Promise<void> {
  // The bound stays under a test's own 5 s, with room for a loaded machine's module import.
  await vi.waitFor(
    async () => {
      await act(async () => {});
      if (!ready()) throw new Error(`${what} did not render`);
    },
    { timeout: 4_000 },
  );
}
