/**
 * Spec 01 section 5: a LinkedIn profile address (paths pub, in, profile, mwlite/in, m/in),
 * case-insensitive, protocol optional. A subdomain (www., in., ...) is allowed; the profile name
 * is one path segment, optionally followed by more segments, a query or a fragment. The BFF
 * checks the same pattern; the platform checks again because it never trusts its caller.
 */
const LINKEDIN_PROFILE =
  /^(https?:\/\/)?([a-z0-9-]+\.)*linkedin\.com\/(pub|in|profile|mwlite\/in|m\/in)\/[^\s/?#]+(\/[^\s?#]*)?(\?[^\s#]*)?(#\S*)?$/i;

export const LINKEDIN_INVALID = "Enter a valid LinkedIn profile URL";

export function isLinkedInProfileUrl(value: string): boolean {
  return value.length <= 300 && LINKEDIN_PROFILE.test(value.trim());
}
