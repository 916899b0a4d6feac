import { entryOf } from "./entry-of";
// @vitest-environment happy-dom
import { schemaOf } from "~/widgets/schemas.server";
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Cell } from "~/contract";
import { videoWidget as videoWidgetKind } from "~/widgets/video";
import { signVideo, VIDEO_SIGN_FAILED, VIDEO_SIGN_ROUTE } from "~/widgets/video/sign-video";
import { stubPage } from "../actions/harness";
import { settle } from "../../support/settle";

const videoWidget = entryOf(videoWidgetKind);

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const KEY = "videos/da-module-4-intro.webm";
const SIGNED = `http://127.0.0.1:3100/media/${KEY}?Expires=1&Signature=${"a".repeat(64)}`;
const data = { type: "VIDEO", title: "Module 4", objectKey: KEY };

const answer = (status: number, body: unknown) =>
  vi.fn(async () => new Response(JSON.stringify(body), { status })) as unknown as typeof fetch;

describe("VIDEO schema", () => {
  it("takes an object key and a title; refuses keys that climb or carry a scheme", () => {
    expect(schemaOf(videoWidget).safeParse(data).success).toBe(true);
    for (const objectKey of ["../secret.mp4", "videos/../x", "https://evil.example/x", ""]) {
      expect(schemaOf(videoWidget).safeParse({ ...data, objectKey }).success, objectKey).toBe(
        false,
      );
    }
    expect(schemaOf(videoWidget).safeParse({ ...data, title: " " }).success).toBe(false);
  });
});

describe("signVideo", () => {
  it("posts csrf and the key to the BFF and answers the signed address", async () => {
    const fetchImpl = answer(200, { signedObjectKeys: { [KEY]: SIGNED }, expires: 1 });
    expect(await signVideo(KEY, "token", fetchImpl)).toEqual({ kind: "signed", url: SIGNED });
    const [url, init] = (fetchImpl as unknown as ReturnType<typeof vi.fn>).mock.calls[0] as [
      string,
      RequestInit,
    ];
    expect(url).toBe(VIDEO_SIGN_ROUTE);
    const body = init.body as FormData;
    expect(body.get("csrf")).toBe("token");
    expect(JSON.parse(String(body.get("objectKeys")))).toEqual([KEY]);
  });

  it("401 asks for login; anything else that is not a signed http(s) address fails", async () => {
    expect(await signVideo(KEY, "t", answer(401, {}))).toEqual({ kind: "login" });
    const failed = { kind: "failure", message: VIDEO_SIGN_FAILED };
    expect(await signVideo(KEY, "t", answer(502, { message: VIDEO_SIGN_FAILED }))).toEqual(failed);
    expect(
      await signVideo(
        KEY,
        "t",
        answer(200, { signedObjectKeys: { [KEY]: "javascript:alert(1)" } }),
      ),
    ).toEqual(failed);
    const offline = vi.fn(async () => {
      throw new TypeError("offline");
    }) as unknown as typeof fetch;
    expect(await signVideo(KEY, "t", offline)).toEqual(failed);
  });
});

describe("the VIDEO widget", () => {
  let root: Root | undefined;
  let container: HTMLElement;
  beforeEach(() => {
    container = document.createElement("div");
    document.body.replaceChildren(container);
  });
  afterEach(() => {
    act(() => root?.unmount());
    root = undefined;
    vi.restoreAllMocks();
  });

  async function mount() {
    const parsed = schemaOf(videoWidget).parse(data);
    const cell = { id: "v1", cellType: "CELL_COMPONENT", componentType: "VIDEO" } as Cell;
    const Component = videoWidget.Component;
    await act(async () => {
      root = createRoot(container);
      root.render(
        stubPage(<Component data={parsed} cell={cell} />, { url: "/course-dashboard/x" }),
      );
    });
    await settle(() => playButton(), "the VIDEO widget");
  }
  const playButton = () =>
    container.querySelector('button[aria-label="Play video: Module 4"]') as HTMLButtonElement;
  const flush = () => act(async () => new Promise((r) => setTimeout(r, 0)));

  it("plays the signed address once the play button is pressed", async () => {
    vi.stubGlobal("fetch", answer(200, { signedObjectKeys: { [KEY]: SIGNED } }));
    await mount();
    expect(container.querySelector("video")).toBeNull();
    await act(async () => playButton().click());
    await flush();
    const video = container.querySelector("video");
    expect(video?.getAttribute("src")).toBe(SIGNED);
    expect(video?.hasAttribute("controls")).toBe(true);
    vi.unstubAllGlobals();
  });

  it("says 'Some Error Happened' when signing fails, and can try again", async () => {
    vi.stubGlobal("fetch", answer(502, { message: VIDEO_SIGN_FAILED }));
    await mount();
    await act(async () => playButton().click());
    await flush();
    expect(container.querySelector("[role=alert]")?.textContent).toBe(VIDEO_SIGN_FAILED);
    expect(playButton().disabled).toBe(false);
    vi.unstubAllGlobals();
  });
});
