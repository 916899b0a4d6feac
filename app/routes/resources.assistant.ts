import type { ActionFunctionArgs } from "@remix-run/node";
import { streamAssistant } from "~server/bff/assistant/assistant-route.server";

/** POST /resources/assistant: the AI assistant's reply as a relayed event stream. */
export const action = ({ request, context }: ActionFunctionArgs) =>
  streamAssistant(request, context);
