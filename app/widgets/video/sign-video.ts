import { VIDEO_SIGN_FAILED } from "~/contract/action-texts";

/** Spec 02 section 8: a video that cannot be signed says this. */
export { VIDEO_SIGN_FAILED };
export const VIDEO_SIGN_ROUTE = "/api/video-sign";

export type SignOutcome =
  { kind: "signed"; url: string } | { kind: "login" } | { kind: "failure"; message: string };

/** Asks the BFF for the signed address of one object key (csrf + objectKeys, like a form). */
export async function signVideo(
  objectKey: string,
  csrf: string,
  fetchImpl: typeof fetch = fetch,
): Promise<SignOutcome> {
  const body = new FormData();
  if (csrf) body.set("csrf", csrf);
  body.set("objectKeys", JSON.stringify([objectKey]));
  try {
    const response = await fetchImpl(VIDEO_SIGN_ROUTE, {
      method: "POST",
      body,
      credentials: "same-origin",
    });
    if (response.status === 401) return { kind: "login" };
    const data = (await response.json().catch(() => null)) as {
      signedObjectKeys?: Record<string, unknown>;
    } | null;
    const url = data?.signedObjectKeys?.[objectKey];
    if (response.ok && typeof url === "string" && /^https?:\/\//.test(url)) {
      return { kind: "signed", url };
    }
    return { kind: "failure", message: VIDEO_SIGN_FAILED };
  } catch {
    return { kind: "failure", message: VIDEO_SIGN_FAILED };
  }
}
