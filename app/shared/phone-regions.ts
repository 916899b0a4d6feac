/**
 * The country codes the checkout offers (the login panel's list) and the region each stands for,
 * sent as mobileNumber.regionCode (spec 02 section 3). +91 / IN is the default.
 */
export const PHONE_REGIONS = [
  { countryCode: "+91", regionCode: "IN", label: "India (+91)" },
  { countryCode: "+1", regionCode: "US", label: "United States (+1)" },
  { countryCode: "+44", regionCode: "GB", label: "United Kingdom (+44)" },
  { countryCode: "+61", regionCode: "AU", label: "Australia (+61)" },
  { countryCode: "+65", regionCode: "SG", label: "Singapore (+65)" },
  { countryCode: "+971", regionCode: "AE", label: "United Arab Emirates (+971)" },
] as const;

export type CountryCode = (typeof PHONE_REGIONS)[number]["countryCode"];

export const DEFAULT_COUNTRY_CODE: CountryCode = "+91";

export function regionOf(countryCode: string): string | undefined {
  return PHONE_REGIONS.find((r) => r.countryCode === countryCode)?.regionCode;
}
