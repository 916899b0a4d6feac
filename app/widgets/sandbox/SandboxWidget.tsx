import type { SandboxWidgetData } from "~/contract/widgets/sandbox";
import { SandboxWorkspace } from "~/sandbox/SandboxWorkspace";
import type { WidgetProps } from "../types";

/** A sandbox in a page cell (spec 02 sections 2 and 3): /web-sandbox/*, its embeds, lessons. */
export function SandboxWidget({ data }: WidgetProps<SandboxWidgetData>) {
  return <SandboxWorkspace data={data} />;
}
