import { useEffect, useRef, useState } from "react";
import type { SandboxEmbedData } from "~/contract/widgets/sandbox";
import { embedHeightOf, SANDBOX_HEIGHT_REQUEST } from "~/sandbox/embed-height";
import type { WidgetProps } from "../types";

/** The frame before the embed reports (and its floor): below a workspace's usual height, so it only grows. */
const DEFAULT_MIN_HEIGHT = 480;

/**
 * A lesson's sandbox (SANDBOX_EMBED): a frame of this site's /codesandbox/embed/* page that grows
 * to the height the embed reports (only from that frame, only a number).
 */
export function SandboxEmbedWidget({ data }: WidgetProps<SandboxEmbedData>) {
  const minHeight = data.minHeight ?? DEFAULT_MIN_HEIGHT;
  const [height, setHeight] = useState(minHeight);
  const frame = useRef<HTMLIFrameElement>(null);
  useEffect(() => {
    const listen = (event: MessageEvent) => {
      const next = embedHeightOf(
        event,
        { origin: window.location.origin, window: frame.current?.contentWindow },
        minHeight,
      );
      if (next !== undefined) setHeight(next);
    };
    window.addEventListener("message", listen);
    // The embed may have reported before this page listened: it answers this with its height.
    frame.current?.contentWindow?.postMessage(
      { type: SANDBOX_HEIGHT_REQUEST },
      window.location.origin,
    );
    return () => window.removeEventListener("message", listen);
  }, [minHeight]);
  return (
    <iframe
      ref={frame}
      className="sandbox-embed__frame"
      src={data.src}
      title={data.title}
      style={{ height }}
      loading="lazy"
      data-embed-height={height}
    />
  );
}
