import { entryOf } from "./entry-of";
// @vitest-environment happy-dom
import { schemaOf } from "~/widgets/schemas.server";
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ActionResult } from "~/shared/action-result";
import type { Cell } from "~/contract";
import { DEFAULT_FORM_SUCCESS } from "~/contract/widgets/form-look";
import { formWidget as formWidgetKind } from "~/widgets/form";
import { stubPage, type StubOptions } from "../actions/harness";
import { settle } from "../../support/settle";

const formWidget = entryOf(formWidgetKind);

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | undefined;
let container: HTMLElement;

beforeEach(() => {
  container = document.createElement("div");
  document.body.replaceChildren(container);
  vi.spyOn(console, "warn").mockImplementation(() => {});
});

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  vi.restoreAllMocks();
});

const mentorship = {
  formId: "mentorship-pm",
  intent: "MENTORSHIP_ENROLMENT",
  submitText: "Enrol",
  submitAction: {
    requestObject: { cohortId: "pm-mentorship-cohort-7", courseId: "pm-fellowship" },
  },
  fields: [
    { name: "linkedInUrl", label: "LinkedIn profile", type: "text", required: true },
    { name: "goal", label: "Your goal", type: "textarea" },
    { name: "weekends", label: "Weekends suit me", type: "checkbox" },
  ],
};

async function mount(data: unknown, options: StubOptions) {
  const parsed = schemaOf(formWidget).parse(data);
  const cell = { id: "c1", cellType: "CELL_COMPONENT", componentType: "FORM" } as Cell;
  const Component = formWidget.Component;
  await act(async () => {
    root = createRoot(container);
    root.render(
      stubPage(<Component data={parsed} cell={cell} />, { url: "/mentorship/pm", ...options }),
    );
  });
  await settle(() => container.querySelector("form"), "the FORM widget");
}

function type(name: string, value: string) {
  const input = container.querySelector(`[name="${name}"]`) as HTMLInputElement;
  input.value = value;
}

const flush = () => act(async () => new Promise((r) => setTimeout(r, 0)));
const submitButton = () => container.querySelector("button[type=submit]") as HTMLButtonElement;

describe("the FORM widget with JavaScript", () => {
  it("posts the typed fields, shows field errors, keeps the values and focuses the first error", async () => {
    const posted: Record<string, FormDataEntryValue>[] = [];
    let answer!: (r: ActionResult) => void;
    await mount(mentorship, {
      action: async ({ request }) => {
        posted.push(Object.fromEntries(await request.formData()));
        return new Promise<ActionResult>((resolve) => (answer = resolve));
      },
    });
    type("linkedInUrl", "https://example.com/me");
    type("goal", "Ship a product");
    (container.querySelector('[name="weekends"]') as HTMLInputElement).checked = true;
    await act(async () => submitButton().click());
    expect(submitButton().disabled).toBe(true);
    expect(submitButton().getAttribute("aria-busy")).toBe("true");
    answer({
      intent: "MENTORSHIP_ENROLMENT",
      ok: false,
      formId: "mentorship-pm",
      message: "Please check the highlighted field",
      fieldErrors: { linkedInUrl: "Enter a valid LinkedIn profile URL" },
      values: { linkedInUrl: "https://example.com/me", goal: "Ship a product", weekends: "on" },
    });
    await flush();
    expect(posted).toHaveLength(1);
    expect(posted[0]).toMatchObject({
      csrf: "test-csrf-token",
      intent: "MENTORSHIP_ENROLMENT",
      formId: "mentorship-pm",
      linkedInUrl: "https://example.com/me",
      goal: "Ship a product",
      weekends: "on",
    });
    expect(JSON.parse(String(posted[0].action))).toEqual(mentorship.submitAction);
    const url = container.querySelector('[name="linkedInUrl"]') as HTMLInputElement;
    expect(url.getAttribute("aria-invalid")).toBe("true");
    expect(document.getElementById(url.getAttribute("aria-describedby") ?? "")?.textContent).toBe(
      "Enter a valid LinkedIn profile URL",
    );
    expect(url.value).toBe("https://example.com/me");
    expect((container.querySelector('[name="goal"]') as HTMLTextAreaElement).value).toBe(
      "Ship a product",
    );
    expect(document.activeElement).toBe(url);
    expect(submitButton().disabled).toBe(false);
  });

  it("replaces the form with the success text and moves focus to it", async () => {
    await mount(
      { ...mentorship, intent: undefined, submitAction: { uri: "/api/v1/form/submit/x" } },
      { action: () => ({ intent: "FORM_SUBMIT", ok: true, formId: "mentorship-pm", message: "" }) },
    );
    type("linkedInUrl", "https://www.linkedin.com/in/asha");
    await act(async () => submitButton().click());
    await flush();
    expect(container.querySelector("form")).toBeNull();
    const success = container.querySelector("[role=status]");
    expect(success?.textContent).toBe(DEFAULT_FORM_SUCCESS);
    expect(document.activeElement).toBe(success);
  });

  it("refuses a file over its limit before uploading it", async () => {
    const action = vi.fn(() => ({ intent: "RESUME_UPLOAD", ok: true, formId: "cv" }));
    await mount(
      {
        formId: "cv",
        intent: "RESUME_UPLOAD",
        fields: [{ name: "file", label: "Resume", type: "file", maxBytes: 10 }],
      },
      { action },
    );
    const input = container.querySelector("input[type=file]") as HTMLInputElement;
    const big = new File(["x".repeat(20)], "cv.pdf", { type: "application/pdf" });
    Object.defineProperty(input, "files", { value: [big] });
    await act(async () => submitButton().click());
    await flush();
    expect(action).not.toHaveBeenCalled();
    expect(input.getAttribute("aria-invalid")).toBe("true");
    expect(
      document.getElementById(input.getAttribute("aria-describedby")?.split(" ")[1] ?? "")
        ?.textContent,
    ).toBe("Choose a file of at most 1 KB");
  });
});
