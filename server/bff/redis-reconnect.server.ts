/** Reconnection waits: doubling from 100 ms up to 5 s, with up to 20 % more at random. */
const RECONNECT_FIRST_MS = 100;
const RECONNECT_MAX_MS = 5_000;

/**
 * ioredis's wait before reconnection attempt `times` (1, 2, …): it never gives up, from the
 * first connection on (a Redis that is not there at boot is asked again as one that went away).
 */
export function reconnectDelayMs(times: number, random: () => number = Math.random): number {
  const base = Math.min(RECONNECT_MAX_MS, RECONNECT_FIRST_MS * 2 ** Math.min(times - 1, 16));
  return Math.round(base * (1 + 0.2 * random()));
}
