/** Spec 01 section 7.1: static-host images under images/ or img/ go through the resizing service. */
const RESIZABLE_PATH = /\/(images|img)\/.+\.(jpe?g|png|webp|jfif)$/i;

export interface ImageRewriteConfig {
  staticImageHost: string;
  imageResizerUrl: string;
}

export interface ImageSize {
  width?: number;
  height?: number;
  devicePixelRatio?: number;
  fit?: "cover" | "contain" | "fill" | "inside" | "outside";
}

export function isResizable(url: string, cfg: ImageRewriteConfig): boolean {
  if (!cfg.staticImageHost || !cfg.imageResizerUrl) return false;
  try {
    const target = new URL(url);
    const host = new URL(cfg.staticImageHost);
    return target.host === host.host && RESIZABLE_PATH.test(target.pathname);
  } catch {
    return false;
  }
}

/**
 * The resizer address (docs/contract.md): url, w and h in device pixels, fit (default cover) and
 * we=1, "without enlargement". Anything that is not a resizable static image is returned as is.
 */
export function rewriteImageUrl(url: string, size: ImageSize, cfg: ImageRewriteConfig): string {
  if (!isResizable(url, cfg)) return url;
  const dpr = Math.min(Math.max(size.devicePixelRatio ?? 1, 1), 4);
  const params = new URLSearchParams({ url });
  if (size.width) params.set("w", String(Math.round(size.width * dpr)));
  if (size.height) params.set("h", String(Math.round(size.height * dpr)));
  params.set("fit", size.fit ?? "cover");
  params.set("we", "1");
  return `${cfg.imageResizerUrl}?${params.toString()}`;
}
