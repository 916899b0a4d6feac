import type {
  HeadersFunction,
  LinksFunction,
  LoaderFunctionArgs,
  MetaFunction,
} from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { MY_SANDBOXES_TEXTS } from "~/contract/my-sandboxes";
import { MySandboxesView } from "~/sandbox/MySandboxesView";
import { loadMySandboxes } from "~server/bff/sandbox/my-sandboxes.server";
import sandboxStylesheet from "~/sandbox/sandbox.css";

/** My sandboxes (login required: /user/*; docs/contract.md "My sandboxes"). */
export const loader = ({ request, context }: LoaderFunctionArgs) =>
  loadMySandboxes(request, context);

// The area's stylesheet, linked where it is shown and not by the CSS bundle (decision 075).
export const links: LinksFunction = () => [{ rel: "stylesheet", href: sandboxStylesheet }];

export const meta: MetaFunction = () => [
  { title: `${MY_SANDBOXES_TEXTS.title} | Career Learning` },
  { name: "robots", content: "noindex" },
];
export const headers: HeadersFunction = () => ({ "Cache-Control": "no-store" });

export default function MySandboxesRoute() {
  const data = useLoaderData<typeof loader>();
  return <MySandboxesView sandboxes={data.sandboxes} loadError={data.loadError} />;
}
