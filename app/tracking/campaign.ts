/**
 * Spec 01 section 9: the product analytics tool records campaign parameters as first-touch and
 * last-touch properties. First touch is stored once (the first visit that carried utm_*
 * parameters); last touch is overwritten by every visit that carries them. Both live in
 * localStorage under "tracking:" keys, which a logout clears with the rest of the tracking state.
 */
export const UTM_PARAMS = [
  "utm_source",
  "utm_medium",
  "utm_campaign",
  "utm_term",
  "utm_content",
] as const;
export type Campaign = Partial<Record<(typeof UTM_PARAMS)[number], string>>;

export const FIRST_TOUCH_KEY = "tracking:campaign:first-touch";
export const LAST_TOUCH_KEY = "tracking:campaign:last-touch";
const MAX_VALUE = 200;

export type CampaignStorage = Pick<Storage, "getItem" | "setItem">;

/** The utm_* parameters of a query, or null when it carries none. */
export function campaignFrom(search: string | URLSearchParams): Campaign | null {
  const params = typeof search === "string" ? new URLSearchParams(search) : search;
  const campaign: Campaign = {};
  for (const name of UTM_PARAMS) {
    const value = params.get(name)?.trim();
    if (value) campaign[name] = value.slice(0, MAX_VALUE);
  }
  return Object.keys(campaign).length > 0 ? campaign : null;
}

function readCampaign(storage: CampaignStorage, key: string): Campaign | null {
  try {
    const raw = storage.getItem(key);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    if (!parsed || typeof parsed !== "object") return null;
    const campaign: Campaign = {};
    for (const name of UTM_PARAMS) {
      const value = (parsed as Record<string, unknown>)[name];
      if (typeof value === "string") campaign[name] = value;
    }
    return campaign;
  } catch {
    return null;
  }
}

function write(storage: CampaignStorage, key: string, campaign: Campaign) {
  try {
    storage.setItem(key, JSON.stringify(campaign));
  } catch {
    // Storage full or unavailable: the campaign is simply not remembered.
  }
}

/** Stores this visit's campaign (first touch once, last touch always) and returns both. */
export function recordCampaign(
  search: string | URLSearchParams,
  storage: CampaignStorage,
): { firstTouch: Campaign | null; lastTouch: Campaign | null } {
  const current = campaignFrom(search);
  let firstTouch = readCampaign(storage, FIRST_TOUCH_KEY);
  if (current) {
    write(storage, LAST_TOUCH_KEY, current);
    if (!firstTouch) {
      write(storage, FIRST_TOUCH_KEY, current);
      firstTouch = current;
    }
  }
  return { firstTouch, lastTouch: current ?? readCampaign(storage, LAST_TOUCH_KEY) };
}

/** "utm_source [first touch]", "utm_source [last touch]", ... for every known value. */
export function campaignProperties(touches: {
  firstTouch: Campaign | null;
  lastTouch: Campaign | null;
}): Record<string, string> {
  const properties: Record<string, string> = {};
  for (const [touch, campaign] of [
    ["first touch", touches.firstTouch],
    ["last touch", touches.lastTouch],
  ] as const) {
    if (!campaign) continue;
    for (const name of UTM_PARAMS) {
      const value = campaign[name];
      if (value) properties[`${name} [${touch}]`] = value;
    }
  }
  return properties;
}
