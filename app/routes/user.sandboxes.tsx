import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { MY_SANDBOXES_TEXTS } from "~/contract/my-sandboxes";
import { MySandboxesView } from "~/sandbox/MySandboxesView";
import { loadMySandboxes } from "~server/bff/sandbox/my-sandboxes.server";

/** My sandboxes (login required: /user/*; docs/contract.md "My sandboxes"). */
export const loader = ({ request, context }: LoaderFunctionArgs) =>
  loadMySandboxes(request, context);

export const meta: MetaFunction = () => [
  { title: `${MY_SANDBOXES_TEXTS.title} | Career Learning` },
  { name: "robots", content: "noindex" },
];
export const headers: HeadersFunction = () => ({ "Cache-Control": "no-store" });

export default function MySandboxesRoute() {
  const data = useLoaderData<typeof loader>();
  return <MySandboxesView sandboxes={data.sandboxes} loadError={data.loadError} />;
}
