import { useContext } from "react";
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

/**
 * An image from the contract: aspect ratio reserved (no layout shift), resized through the
 * resizing service where spec 01 section 7.1 says so, and a dark variant shown in the dark theme.
 * Images below the first screen load lazily (the browser's own `loading="lazy"`).
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
  const imageOf = (source: ReturnType<typeof sources>, variant?: string) => (
    <img
      {...common}
      {...source}
      className={variant ? `${className ?? ""} ${variant}` : className}
    />
  );
  if (!image.urlDark || !isSafeHref(image.urlDark)) return imageOf(light);
  const dark = sources(image.urlDark, props, cfg);
  return (
    <>
      {imageOf(light, "img-light")}
      {imageOf(dark, "img-dark")}
    </>
  );
}
