import { SOMETHING_WENT_WRONG } from "./client-actions";

/**
 * DOWNLOAD with JavaScript: the same post as the plain form, read by the page, so that the
 * button can show its loader and a refusal ({message} JSON) becomes a toast instead of a page
 * of JSON. The file is saved under the name the route gave it (Content-Disposition).
 */
export type DownloadOutcome =
  | { kind: "file"; blob: Blob; fileName: string }
  | { kind: "failure"; status: number; message: string };

/** The file name of `attachment; filename="a.pdf"; filename*=UTF-8''a.pdf` (filename* first). */
export function fileNameOf(disposition: string | null, fallback: string): string {
  if (!disposition) return fallback;
  const extended = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(disposition)?.[1];
  if (extended) {
    try {
      return decodeURIComponent(extended.trim());
    } catch {
      // Badly encoded: the plain filename below.
    }
  }
  const plain = /filename\s*=\s*"([^"]*)"/i.exec(disposition)?.[1] ?? "";
  return plain.trim() || fallback;
}

export async function requestDownload(
  url: string,
  body: FormData,
  fallbackName: string,
  fetchImpl: typeof fetch = fetch,
): Promise<DownloadOutcome> {
  try {
    const response = await fetchImpl(url, { method: "POST", body, credentials: "same-origin" });
    const disposition = response.headers.get("content-disposition");
    if (response.ok && disposition?.toLowerCase().startsWith("attachment")) {
      return {
        kind: "file",
        blob: await response.blob(),
        fileName: fileNameOf(disposition, fallbackName),
      };
    }
    const data = (await response.json().catch(() => null)) as { message?: unknown } | null;
    const message = typeof data?.message === "string" && data.message.trim() ? data.message : "";
    return {
      kind: "failure",
      status: response.ok ? 502 : response.status,
      message: message || SOMETHING_WENT_WRONG,
    };
  } catch {
    return { kind: "failure", status: 0, message: SOMETHING_WENT_WRONG };
  }
}

/** Saves a blob as a file: a temporary link with the download attribute. */
export function saveBlob(blob: Blob, fileName: string): void {
  const href = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = href;
  link.download = fileName;
  link.hidden = true;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // The click has started the download; the object URL can go once the browser has it.
  setTimeout(() => URL.revokeObjectURL(href), 60_000);
}
