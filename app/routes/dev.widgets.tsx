import type { MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { WidgetGallery } from "~/page/WidgetGallery";
import { publicConfig } from "~server/bff/public-config.server";

export const meta: MetaFunction = () => [
  { title: "Widget gallery" },
  { name: "robots", content: "noindex" },
];

/** Hidden in production unless ENABLE_WIDGET_GALLERY is set. */
export function loader() {
  if (!publicConfig().widgetGallery) throw data(null, { status: 404 });
  return null;
}

export default function WidgetGalleryRoute() {
  return <WidgetGallery />;
}

export { PageErrorBoundary as ErrorBoundary } from "~/page/PageRoute";
