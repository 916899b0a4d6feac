/**
 * A count with its noun, as every text of ours says it: "1 line", "2 lines", "1 sandbox",
 * "3 sandboxes" (irregular plurals passed in). Zod-free: the platform's texts and the client's
 * share it.
 */
export function plural(count: number, one: string, many = `${one}s`): string {
  return `${count} ${count === 1 ? one : many}`;
}
