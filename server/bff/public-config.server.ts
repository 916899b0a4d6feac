import type { AppConfig } from "~/shared/app-config";
import { getEnv } from "./env.server";

/** The settings the browser may see; secrets never pass through here. */
export function publicConfig(): AppConfig {
  const env = getEnv();
  return {
    siteOrigin: env.SITE_ORIGIN,
    staticImageHost: env.STATIC_IMAGE_HOST,
    imageResizerUrl: env.IMAGE_RESIZER_URL,
    blogUrl: env.BLOG_URL,
    widgetGallery: env.NODE_ENV !== "production" || env.ENABLE_WIDGET_GALLERY,
    isDevelopment: env.NODE_ENV === "development",
    trackingConsole: env.TRACKING_CONSOLE,
  };
}
