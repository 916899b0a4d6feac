import { useContext } from "react";
import { AFTER_PAINT_SRC, AFTER_PAINT_SRCSET } from "~/shared/after-paint";
import { useAppConfig } from "~/config/app-config";
import type { Image } from "~/contract";
import { isSafeHref } from "~/actions/link-target";
import { ImagePriorityContext } from "./image-priority";
import { isResizable, rewriteImageUrl } from "./image-url";

interface ResponsiveImageProps {
  image: Image;
  /** Rendered width in CSS pixels, used for the resizer and the layout box. */
  width?: number;
  height?: number;
  className?: string;
  /** Above-the-fold images load eagerly. */
  eager?: boolean;
}

function sources(url: string, props: ResponsiveImageProps, cfg: ReturnType<typeof useAppConfig>) {
  if (!isResizable(url, cfg)) return { src: url, srcSet: undefined };
  const size = { width: props.width, height: props.height };
  return {
    src: rewriteImageUrl(url, size, cfg),
    srcSet: [1, 2, 3]
      .map((dpr) => `${rewriteImageUrl(url, { ...size, devicePixelRatio: dpr }, cfg)} ${dpr}x`)
      .join(", "),
  };
}

type Sources = ReturnType<typeof sources>;

/**
 * A lazy image of the server's HTML waits for the first paint (docs/decisions/028): its address is
 * a data attribute that the inline script after the paint makes its src, so that on a slow phone
 * the cards below the first screen do not share the connection with the stylesheet and the hero.
 * The browser's renders (hydration, navigations) give src at once: React 18 leaves an attribute
 * the server wrote otherwise as the DOM holds it, and the script has set it by then.
 */
function attributesOf(source: Sources, afterPaint: boolean): Record<string, string | undefined> {
  if (!afterPaint) return source;
  return { [AFTER_PAINT_SRC]: source.src, [AFTER_PAINT_SRCSET]: source.srcSet };
}

/**
 * An image from the contract: aspect ratio reserved (no layout shift), resized through the
 * resizing service where spec 01 section 7.1 says so, and a dark variant shown in the dark theme.
 * Without JavaScript at all, a lazy image shows through its <noscript> copy.
 */
export function ResponsiveImage(props: ResponsiveImageProps) {
  const cfg = useAppConfig();
  const priority = useContext(ImagePriorityContext);
  const { image, width, height, className } = props;
  const eager = props.eager || priority !== undefined;
  if (!isSafeHref(image.url)) return null;
  const ratio =
    image.aspectRatioX && image.aspectRatioY
      ? `${image.aspectRatioX} / ${image.aspectRatioY}`
      : undefined;
  const light = sources(image.url, props, cfg);
  const common = {
    alt: image.altText ?? "",
    width,
    height,
    loading: eager ? ("eager" as const) : ("lazy" as const),
    decoding: "async" as const,
    style: { aspectRatio: ratio },
    // React 18 does not know the attribute: as a lowercase one it reaches the HTML as it is.
    ...((priority === "high" ? { fetchpriority: "high" } : {}) as Record<string, string>),
  };
  const afterPaint = !eager && typeof document === "undefined";
  const imageOf = (source: Sources, variant?: string) => {
    const classes = variant ? `${className ?? ""} ${variant}` : className;
    return (
      <>
        <img {...common} {...attributesOf(source, afterPaint)} className={classes} />
        {eager ? null : (
          <noscript>
            <img {...common} {...source} className={classes} />
          </noscript>
        )}
      </>
    );
  };
  if (!image.urlDark || !isSafeHref(image.urlDark)) return imageOf(light);
  const dark = sources(image.urlDark, props, cfg);
  return (
    <>
      {imageOf(light, "img-light")}
      {imageOf(dark, "img-dark")}
    </>
  );
}
