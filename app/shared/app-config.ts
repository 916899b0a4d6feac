/** Public, non-secret settings the browser needs; sent from the root loader. */
export interface AppConfig {
  /** The product's own site, e.g. https://learn.example.com; links there are internal. */
  siteOrigin: string;
  /** Host of the product's static images, whose images/ and img/ paths are resized. */
  staticImageHost: string;
  /** Resizing service; empty turns the rewrite off. */
  imageResizerUrl: string;
  /** External blog address of the header. */
  blogUrl: string;
  /** The widget gallery at /dev/widgets is reachable. */
  widgetGallery: boolean;
  /** Development: invalid and unknown widgets are outlined instead of hidden. */
  isDevelopment: boolean;
  /** Tracking events are written to the browser console (nothing is sent anywhere else). */
  trackingConsole: boolean;
}

export const defaultAppConfig: AppConfig = {
  siteOrigin: "http://localhost:3000",
  staticImageHost: "",
  imageResizerUrl: "",
  blogUrl: "https://blog.example.com",
  widgetGallery: false,
  isDevelopment: false,
  trackingConsole: false,
};
