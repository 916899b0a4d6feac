// @vitest-environment happy-dom
import { useLoaderData, useNavigate } from "@remix-run/react";
import { createRemixStub } from "@remix-run/testing";
import { act } from "react";
import { createRoot } from "react-dom/client";
import { afterEach, describe, expect, it } from "vitest";
import type { PageStatus } from "~/page/page-state";
import { usePageState, type PageStateApi } from "~/page/usePageState";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let cleanup: (() => void) | undefined;
afterEach(() => cleanup?.());

const tick = (ms = 20) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));

describe("usePageState on Remix (navigation and revalidation)", () => {
  it("LOADED from the loader; another path LOADING then LOADED; invalidate reloads masked", async () => {
    const seen: string[] = [];
    let api: PageStateApi | undefined;
    let go: ((to: string) => void) | undefined;
    let loads = 0;
    let release: (() => void) | undefined;

    function Page() {
      const { pageId } = useLoaderData<{ pageId: string }>();
      api = usePageState({ hasPage: true });
      go = useNavigate();
      const entry = `${api.state.status}:${api.state.key?.pathname}`;
      if (seen.at(-1) !== entry) seen.push(entry);
      return <p>{pageId}</p>;
    }

    const Stub = createRemixStub([
      {
        path: "/:slug",
        Component: Page,
        loader: async ({ params }) => {
          loads++;
          if (params.slug === "b") await new Promise<void>((resolve) => (release = resolve));
          return { pageId: params.slug };
        },
      },
    ]);
    const container = document.createElement("div");
    document.body.append(container);
    const root = createRoot(container);
    act(() => root.render(<Stub initialEntries={["/a"]} />));
    cleanup = () => act(() => root.unmount());
    await tick();
    expect(seen).toEqual(["LOADED:/a"]);

    act(() => go!("/b"));
    await tick();
    expect(seen.at(-1)).toBe("LOADING:/b");
    act(() => release!());
    await tick();
    expect(seen.at(-1)).toBe("LOADED:/b");
    expect(container.textContent).toBe("b");

    const before = loads;
    act(() => go!("/a"));
    await tick();
    const statuses = (): PageStatus[] => seen.map((s) => s.split(":")[0] as PageStatus);
    expect(seen.at(-1)).toBe("LOADED:/a");
    act(() => api!.invalidate());
    await tick();
    expect(statuses().slice(-3)).toEqual(["INVALIDATED", "MASKED_LOADING", "LOADED"]);
    expect(loads).toBe(before + 2);
  });
});
