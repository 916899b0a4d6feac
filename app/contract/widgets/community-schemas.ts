import type { z } from "zod";
import { leaderboardSchema } from "./leaderboard";
import { pollingSchema } from "./polling";

/** componentData schemas of the community family's kinds, by componentType (see schemas.ts). */
export const communityWidgetSchemas: Readonly<Record<string, z.ZodTypeAny>> = {
  POLLING: pollingSchema,
  LEADERBOARD: leaderboardSchema,
};
