import type { MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { widgetStylesheetsOf } from "~/page/page-stylesheets";
import { WidgetGallery } from "~/page/WidgetGallery";
import { galleryEntries } from "~/widgets/gallery.server";
import { publicConfig } from "~server/bff/public-config.server";

/** The gallery shows every kind: it links each kind's own stylesheet too (decision 074). */
export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: "Widget gallery" },
  { name: "robots", content: "noindex" },
  ...widgetStylesheetsOf(
    data?.entries.flatMap((entry) => entry.samples.map((s) => s.cell)) ?? [],
  ).map((href) => ({ tagName: "link", rel: "stylesheet", href })),
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
