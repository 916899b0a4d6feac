/** The embed widget's allowed hosts and rules: zod-free, for the browser (and the BFF). */

/**
 * The only hosts an EMBED shows in a frame (https only): video, slides and forms, scheduling,
 * code playgrounds and design files. Any other address is shown as a link.
 */
export const EMBED_ALLOWED_HOSTS = [
  "www.youtube-nocookie.com",
  "www.youtube.com",
  "player.vimeo.com",
  "www.loom.com",
  "docs.google.com",
  "calendly.com",
  "codepen.io",
  "www.figma.com",
] as const;

/** What the framed page may do: run its scripts and its own origin, forms, popups, fullscreen. */
export const EMBED_SANDBOX =
  "allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox allow-presentation";

export type EmbedTarget =
  { kind: "frame"; src: string } | { kind: "link"; href: string } | { kind: "none" };

/** A frame for an https address on an allowed host, a link for another web address, else none. */
export function embedTarget(url: string): EmbedTarget {
  let parsed: URL;
  try {
    parsed = new URL(url.trim());
  } catch {
    return { kind: "none" };
  }
  if (parsed.username || parsed.password) return { kind: "none" };
  const allowed = (EMBED_ALLOWED_HOSTS as readonly string[]).includes(parsed.hostname);
  if (parsed.protocol === "https:" && allowed && !parsed.port) {
    return { kind: "frame", src: parsed.href };
  }
  if (parsed.protocol === "https:" || parsed.protocol === "http:") {
    return { kind: "link", href: parsed.href };
  }
  return { kind: "none" };
}
