/** Where a tab remembers an action it posted while logged out (pending-replay.ts). */
export const PENDING_REPLAY_KEY = "actions:pending-replay";
