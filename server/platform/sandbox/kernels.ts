import { NOTEBOOK_KERNEL_LIMITS } from "~/contract/sandbox-values";

interface Kernel {
  /** Cells that ran without an error, oldest first: replayed before each new cell. */
  history: string[];
  lastUsed: number;
  /** The cell running now: the next one waits for it, so cells see each other's state in order. */
  tail: Promise<unknown>;
}

/**
 * The notebook kernels of this process, by user and kernel id (the browser makes a kernel id per
 * page session). A kernel is its history of successful cells (decision 015); it is capped in
 * cells and characters (oldest dropped first) and forgotten after NOTEBOOK_KERNEL_LIMITS.idleMs.
 */
export function createKernelStore(
  now: () => number,
  limits: { cells: number; historyChars: number; idleMs: number } = NOTEBOOK_KERNEL_LIMITS,
) {
  const kernels = new Map<string, Kernel>();
  const keyOf = (userId: string, kernelId: string) => `${userId}\u0000${kernelId}`;

  const sweep = () => {
    const cutoff = now() - limits.idleMs;
    for (const [key, kernel] of kernels) if (kernel.lastUsed < cutoff) kernels.delete(key);
  };

  const kernelOf = (userId: string, kernelId: string): Kernel => {
    sweep();
    const key = keyOf(userId, kernelId);
    let kernel = kernels.get(key);
    if (!kernel) {
      kernel = { history: [], lastUsed: now(), tail: Promise.resolve() };
      kernels.set(key, kernel);
    }
    kernel.lastUsed = now();
    return kernel;
  };

  return {
    /**
     * Runs `work` on the kernel after the cells before it; `work` gets the history to replay and
     * answers whether its cell succeeded (then the cell joins the history).
     */
    enqueue(
      userId: string,
      kernelId: string,
      source: string,
      work: (history: readonly string[]) => Promise<boolean>,
    ): Promise<void> {
      const kernel = kernelOf(userId, kernelId);
      const next = kernel.tail.then(async () => {
        const ok = await work([...kernel.history]);
        kernel.lastUsed = now();
        if (!ok) return;
        kernel.history.push(source);
        let chars = kernel.history.reduce((sum, cell) => sum + cell.length, 0);
        while (
          kernel.history.length > limits.cells ||
          (chars > limits.historyChars && kernel.history.length > 1)
        ) {
          chars -= kernel.history.shift()?.length ?? 0;
        }
      });
      kernel.tail = next.catch(() => undefined);
      return next;
    },
    /** Forgets the kernel's state (a reset; the next cell starts from nothing). */
    reset(userId: string, kernelId: string): void {
      kernels.delete(keyOf(userId, kernelId));
    },
    /** The number of cells a kernel would replay (tests and diagnostics). */
    historyLength(userId: string, kernelId: string): number {
      return kernels.get(keyOf(userId, kernelId))?.history.length ?? 0;
    },
  };
}

export type KernelStore = ReturnType<typeof createKernelStore>;
