import { leaderboardSamples } from "../leaderboard/samples";
import { pollingSamples } from "../polling/samples";
import type { WidgetSample } from "../types";

/** Samples of the community family's kinds, by componentType (gallery and tests only). */
export const communitySamples: Record<string, readonly WidgetSample<unknown>[]> = {
  POLLING: pollingSamples,
  LEADERBOARD: leaderboardSamples,
};
