import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { handleSiteTheme } from "~server/bff/site-theme.server";

/** POST /theme: the header's theme switch (decision 051). A GET has nothing to show: home. */
export const loader = (_args: LoaderFunctionArgs) => redirect("/");

export const action = ({ request, context }: ActionFunctionArgs) =>
  handleSiteTheme(request, context);
