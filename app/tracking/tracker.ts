import { useLocation } from "@remix-run/react";
import { useEffect, useLayoutEffect } from "react";
import { campaignProperties, recordCampaign } from "./campaign";
import { consoleSink } from "./sinks";
import { createTracker, type TrackingProperties } from "./tracking-queue";

/**
 * The app's one tracker. No sink is configured by default, so nothing is sent anywhere; the
 * console sink is the only one that exists (development). Real analytics tools are added as sinks
 * with addSink() and call loaded() when their script has loaded.
 */
export const tracker = createTracker();

let campaignRecorded = false;

export interface TrackingConfig {
  /** Log events to the browser console (a public config flag). */
  console: boolean;
}

/**
 * Idempotent; call it from the root during render in the browser (it must run before the page's
 * effects, which fire first because children's effects run before their parents').
 */
export function setupTracking(config: TrackingConfig) {
  if (typeof window === "undefined") return;
  if (config.console && !tracker.sinkIds().includes("console")) {
    tracker.addSink(consoleSink()).loaded();
  }
  if (!campaignRecorded) {
    campaignRecorded = true;
    rememberCampaign(window.location.search);
  }
}

export function trackEvent(name: string, properties?: TrackingProperties) {
  if (typeof window === "undefined") return;
  tracker.track(name, properties);
}

function localStorageOrNull(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

function rememberCampaign(search: string) {
  const storage = localStorageOrNull();
  if (storage) tracker.setSuperProperties(campaignProperties(recordCampaign(search, storage)));
}

// Layout effects run before every passive effect, so the page view of an address already
// carries that address's campaign.
const useBeforeEffects = typeof window === "undefined" ? useEffect : useLayoutEffect;

/** Records the campaign of every address (first and last touch) as properties of later events. */
export function useCampaignTracking() {
  const { search } = useLocation();
  useBeforeEffects(() => rememberCampaign(search), [search]);
}
