import { createLogger } from "../shared/logger";

/**
 * The reference platform's log: the BFF's logger (server/shared/logger.ts) as service "platform",
 * one JSON line per event, with the request id of the call being answered (decision 050).
 */
export const platformLog = createLogger("platform");
