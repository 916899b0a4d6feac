import type { ActionFunctionArgs } from "@remix-run/node";
import { streamInterviewTurn } from "~server/bff/assistant/interview-room.server";

/** POST /resources/interview: the interviewer's next turn as a relayed event stream. */
export const action = ({ request, context }: ActionFunctionArgs) =>
  streamInterviewTurn(request, context);
