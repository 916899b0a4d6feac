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

export interface TrackingConfig {
  /** Log events to the browser console (a public config flag). */
  console: boolean;
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

// Layout effects run before every passive effect (the page's views and actions are passive
// effects), so sinks exist and the page view of an address already carries its campaign. Nothing
// is set up during render: a render may be thrown away or repeated.
const useBeforeEffects = typeof window === "undefined" ? useEffect : useLayoutEffect;

/**
 * Called once, by the root layout: adds the configured sinks and records the campaign of every
 * address (first and last touch) as properties of later events.
 */
export function useTracking(config: TrackingConfig) {
  const { search } = useLocation();
  useBeforeEffects(() => {
    if (!config.console || tracker.sinkIds().includes("console")) return;
    const handle = tracker.addSink(consoleSink());
    handle.loaded();
    return () => handle.remove();
  }, [config.console]);
  useBeforeEffects(() => rememberCampaign(search), [search]);
}
