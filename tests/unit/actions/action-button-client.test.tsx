// @vitest-environment happy-dom
import { Link } from "@remix-run/react";
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ActionResult } from "~/shared/action-result";
import { ActionLink } from "~/actions/ActionLink";
import type { ServerAction } from "~/contract";
import { ASHA, stubPage, type StubOptions } from "./harness";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | undefined;
let container: HTMLElement;

beforeEach(() => {
  container = document.createElement("div");
  document.body.replaceChildren(container);
  vi.spyOn(console, "warn").mockImplementation(() => {});
  window.sessionStorage.clear();
});

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  vi.restoreAllMocks();
});

/** A promise the test resolves, to hold the action while the button is checked. */
function gate<T>() {
  let open!: (value: T) => void;
  const promise = new Promise<T>((resolve) => (open = resolve));
  return { promise, open };
}

async function mount(action: ServerAction, options: StubOptions) {
  await act(async () => {
    root = createRoot(container);
    root.render(
      stubPage(
        <ActionLink action={action} className="btn">
          <span>Enrol</span>
        </ActionLink>,
        { withOutlet: true, ...options },
      ),
    );
  });
}

const toastText = () =>
  container.querySelector("[data-action-toast] [role=status]")?.textContent ?? "";
const flush = () => act(async () => new Promise((r) => setTimeout(r, 0)));

describe("an action button with JavaScript", () => {
  const enrol: ServerAction = {
    type: "EVENTS_ENROL",
    requestObject: { eventId: "career-fair-2026" },
  };

  it("posts once, is disabled with a loader while it runs, then toasts the message", async () => {
    const answer = gate<ActionResult>();
    const posted: Record<string, FormDataEntryValue>[] = [];
    await mount(enrol, {
      action: async ({ request }) => {
        posted.push(Object.fromEntries(await request.formData()));
        return answer.promise;
      },
    });
    const button = container.querySelector("button") as HTMLButtonElement;
    await act(async () => button.click());
    expect(button.disabled).toBe(true);
    expect(button.getAttribute("aria-busy")).toBe("true");
    expect(button.querySelector("[data-action-spinner]")).not.toBeNull();
    await act(async () => button.click()); // a second click while it runs does nothing
    answer.open({
      intent: "EVENTS_ENROL",
      ok: true,
      message: "You're enrolled in Career Fair 2026!",
    });
    await flush();
    expect(posted).toHaveLength(1);
    expect(posted[0]).toMatchObject({ intent: "EVENTS_ENROL", csrf: "test-csrf-token" });
    expect(JSON.parse(String(posted[0].action))).toEqual(enrol);
    expect(button.disabled).toBe(false);
    expect(toastText()).toBe("You're enrolled in Career Fair 2026!");
  });

  it("shows no toast for a blank message", async () => {
    await mount(enrol, { action: () => ({ intent: "EVENTS_ENROL", ok: true, message: "   " }) });
    await act(async () => (container.querySelector("button") as HTMLButtonElement).click());
    await flush();
    expect(container.querySelector("[data-action-toast] p")).toBeNull();
  });

  it("reloads the page for reloadPage and runs a follow-up action", async () => {
    let loads = 0;
    await mount(enrol, {
      loader: () => ++loads,
      action: () => ({
        intent: "EVENTS_ENROL",
        ok: false,
        reloadPage: true,
        follow: { type: "SHOW_TOAST", toastText: "Try the workshop instead" },
      }),
    });
    const before = loads;
    await act(async () => (container.querySelector("button") as HTMLButtonElement).click());
    await flush();
    await flush();
    expect(loads).toBeGreaterThan(before);
    expect(toastText()).toBe("Try the workshop instead");
  });

  it("remembers a post made while logged out until its answer arrives", async () => {
    const answer = gate<ActionResult>();
    await mount(enrol, { action: () => answer.promise });
    await act(async () => (container.querySelector("button") as HTMLButtonElement).click());
    const saved = JSON.parse(window.sessionStorage.getItem("actions:pending-replay") ?? "null");
    expect(saved).toMatchObject({ pathname: "/events", stage: "posted" });
    expect(saved.fields).toMatchObject({ intent: "EVENTS_ENROL" });
    expect(saved.fields).not.toHaveProperty("csrf");
    answer.open({ intent: "EVENTS_ENROL", ok: true, message: "Done" });
    await flush();
    expect(window.sessionStorage.getItem("actions:pending-replay")).toBeNull();
  });
});

describe("the replay after login", () => {
  it("posts the remembered action again once the login it opened has succeeded", async () => {
    const fields = {
      intent: "EVENTS_ENROL",
      action: '{"type":"EVENTS_ENROL"}',
      formId: "action-1",
    };
    window.sessionStorage.setItem(
      "actions:pending-replay",
      JSON.stringify({ pathname: "/events", fields, savedAt: Date.now(), stage: "posted" }),
    );
    let user: typeof ASHA | null = null;
    const posted: Record<string, FormDataEntryValue>[] = [];
    await act(async () => {
      root = createRoot(container);
      root.render(
        stubPage(<Link to="/events">Verify and log in</Link>, {
          url: "/events?login=1",
          withOutlet: true,
          currentUser: () => user,
          action: async ({ request }) => {
            posted.push(Object.fromEntries(await request.formData()));
            return { intent: "EVENTS_ENROL", ok: true, message: "You're enrolled!" };
          },
        }),
      );
    });
    // While the login panel is open the replay (a lazy part, decision 058) marks the record.
    await vi.waitFor(async () => {
      await flush();
      const record = JSON.parse(window.sessionStorage.getItem("actions:pending-replay") ?? "{}");
      expect(record.stage).toBe("login");
    });
    expect(posted).toHaveLength(0);
    user = ASHA; // the login succeeds and the panel closes
    await act(async () => (container.querySelector("a") as HTMLAnchorElement).click());
    // The replay is a lazy part (decision 058): it posts once its chunk has loaded.
    await vi.waitFor(async () => {
      await flush();
      expect(posted).toEqual([{ ...fields, csrf: "test-csrf-token" }]);
      expect(toastText()).toBe("You're enrolled!");
    });
    expect(window.sessionStorage.getItem("actions:pending-replay")).toBeNull();
  });
});

describe("the server's offer to continue after login", () => {
  it("posts REPLAY once by itself, and this tab's own record is dropped", async () => {
    window.sessionStorage.setItem(
      "actions:pending-replay",
      JSON.stringify({
        pathname: "/events",
        fields: { intent: "X" },
        savedAt: Date.now(),
        stage: "login",
      }),
    );
    const posted: Record<string, FormDataEntryValue>[] = [];
    let offer: { replayOffer: { intent: string } } | null = {
      replayOffer: { intent: "EVENTS_ENROL" },
    };
    await act(async () => {
      root = createRoot(container);
      root.render(
        stubPage(<p>page</p>, {
          withOutlet: true,
          user: ASHA,
          pageData: offer,
          loader: () => offer,
          action: async ({ request }) => {
            posted.push(Object.fromEntries(await request.formData()));
            offer = null; // the kept form is taken
            return { intent: "EVENTS_ENROL", ok: true, message: "You're enrolled!" };
          },
        }),
      );
    });
    // The replay is a lazy part (decision 058): it posts once its chunk has loaded.
    await vi.waitFor(async () => {
      await flush();
      expect(posted).toEqual([{ intent: "REPLAY", csrf: "test-csrf-token" }]);
      expect(toastText()).toBe("You're enrolled!");
    });
    expect(window.sessionStorage.getItem("actions:pending-replay")).toBeNull();
    expect(container.querySelector("[data-replay-offer]")).toBeNull();
  });
});
