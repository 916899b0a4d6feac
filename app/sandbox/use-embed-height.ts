import { useEffect, type RefObject } from "react";
import { SANDBOX_HEIGHT_REQUEST } from "./embed-height";

/** The message an embed sends its parent page: only its id and height, never the learner's code. */
export interface SandboxHeightMessage {
  type: "sandbox-height";
  sandboxId: string;
  height: number;
}

/**
 * On /codesandbox/embed/*: tells the page that frames the sandbox how tall it is, whenever that
 * changes, so that the frame can fit it. "*" as the target: any page may frame an embed (its
 * frame-ancestors allow it) and the message carries nothing but numbers and the sandbox id.
 */
export function useEmbedHeight(
  ref: RefObject<HTMLElement>,
  sandboxId: string,
  enabled: boolean,
): void {
  useEffect(() => {
    const element = ref.current;
    if (!enabled || !element || window.parent === window) return;
    let last = -1;
    const send = () => {
      // The document down to the workspace's bottom edge (what lies above it included): not the
      // document's own height, which a full-height layout would keep from ever shrinking.
      const height = Math.ceil(element.getBoundingClientRect().bottom + window.scrollY);
      if (height === last) return;
      last = height;
      const message: SandboxHeightMessage = { type: "sandbox-height", sandboxId, height };
      window.parent.postMessage(message, "*");
    };
    send();
    // The framing page asks again once it listens (its hydration may come after this report).
    const onRequest = (event: MessageEvent) => {
      if (event.source !== window.parent) return;
      if ((event.data as { type?: unknown } | null)?.type !== SANDBOX_HEIGHT_REQUEST) return;
      last = -1;
      send();
    };
    window.addEventListener("message", onRequest);
    const observer = typeof ResizeObserver === "undefined" ? undefined : new ResizeObserver(send);
    observer?.observe(element);
    return () => {
      window.removeEventListener("message", onRequest);
      observer?.disconnect();
    };
  }, [ref, sandboxId, enabled]);
}
