import type { MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { WidgetGallery } from "~/page/WidgetGallery";
import { galleryEntries } from "~/widgets/gallery.server";
import { publicConfig } from "~server/bff/public-config.server";

export const meta: MetaFunction = () => [
  { title: "Widget gallery" },
  { name: "robots", content: "noindex" },
];

/** Hidden in production unless ENABLE_WIDGET_GALLERY is set. */
export function loader() {
  if (!publicConfig().widgetGallery) throw data(null, { status: 404 });
  return { entries: galleryEntries() };
}

export default function WidgetGalleryRoute() {
  const { entries } = useLoaderData<typeof loader>();
  return <WidgetGallery entries={entries} />;
}

export { PageErrorBoundary as ErrorBoundary } from "~/page/PageRoute";
