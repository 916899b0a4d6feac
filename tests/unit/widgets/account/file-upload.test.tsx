import { describe, expect, it } from "vitest";
import { UPLOAD_TEXTS } from "~/contract/action-texts";
import { CHOOSE_A_FILE, fileTooLarge, UPLOAD_RULES } from "~/contract/uploads";
import {
  FILE_UPLOAD_INTENTS,
  FILE_UPLOAD_TEXTS,
  fileProblem,
  UPLOAD_UNAVAILABLE,
  uploadLimitsOf,
} from "~/contract/widgets/file-upload-look";
import type { FileUploadData } from "~/contract/widgets/file-upload";
import { fileUploadSamples } from "~/widgets/file-upload/samples";
import {
  accepts,
  escapeHtml,
  expectInert,
  expectRejected,
  HOSTILE_TEXT,
  parse,
  renderCell,
} from "./account-kit";

const MB = 1024 * 1024;

describe("FILE_UPLOAD", () => {
  it.each(fileUploadSamples.map((s) => [s.title, s.data] as const))(
    "sample %s: a multipart form posting the existing upload action with the contract's limits",
    async (_title, input) => {
      const data = parse<FileUploadData>("FILE_UPLOAD", input);
      const kind = data.uploadType as "RESUME" | "PROFILE_IMAGE";
      const html = await renderCell("FILE_UPLOAD", input);
      expect(html).toMatch(/<form method="post" action="\/" enctype="multipart\/form-data"/i);
      expect(html).toContain('name="csrf" value="test-csrf-token"');
      expect(html).toContain(`name="intent" value="${FILE_UPLOAD_INTENTS[kind]}"`);
      expect(html).toContain(
        `name="formId" value="${data.formId ?? `upload-${kind.toLowerCase()}`}"`,
      );
      expect(html).toContain(`accept="${uploadLimitsOf(kind).accept}"`);
      expect(html).toContain(`data-max-bytes="${UPLOAD_RULES[kind].maxBytes}"`);
      expect(html).toContain(escapeHtml(data.title ?? ""));
      expect(html).toContain(escapeHtml(data.submitText ?? FILE_UPLOAD_TEXTS[kind].submit));
      expect(html).toMatch(/<label for="([^"]+)">[^<]+<\/label><input id="\1"[^>]*type="file"/);
      expectInert(html);
    },
  );

  it("says the limits in words", async () => {
    expect(uploadLimitsOf("RESUME").hint).toBe("PDF, up to 5 MB");
    expect(uploadLimitsOf("PROFILE_IMAGE").hint).toBe("JPEG, PNG or WebP, up to 2 MB");
    expect(uploadLimitsOf("RESUME").accept).toBe("application/pdf,.pdf");
  });

  it("checks a file before sending with the uploads contract's rules and texts", async () => {
    expect(fileProblem("RESUME", undefined)).toBe(CHOOSE_A_FILE);
    expect(fileProblem("RESUME", { size: 0, type: "application/pdf" })).toBe(CHOOSE_A_FILE);
    expect(fileProblem("RESUME", { size: 6 * MB, type: "application/pdf" })).toBe(
      fileTooLarge(5 * MB),
    );
    expect(fileProblem("RESUME", { size: MB, type: "image/png" })).toBe(
      UPLOAD_RULES.RESUME.typeMessage,
    );
    expect(fileProblem("PROFILE_IMAGE", { size: 3 * MB, type: "image/png" })).toBe(
      fileTooLarge(2 * MB),
    );
    expect(fileProblem("PROFILE_IMAGE", { size: MB, type: "image/webp" })).toBeUndefined();
  });

  it("shows a failed upload in the spec's words with the reason under the field", async () => {
    const html = await renderCell(
      "FILE_UPLOAD",
      { uploadType: "RESUME", formId: "placement-resume" },
      {
        actionData: {
          intent: "RESUME_UPLOAD",
          formId: "placement-resume",
          ok: false,
          message: UPLOAD_TEXTS.resumeFailed,
          fieldErrors: { file: UPLOAD_RULES.RESUME.typeMessage },
        },
      },
    );
    expect(html).toMatch(/role="alert">.*Resume Upload Failed<\/p>/);
    expect(html).toContain(UPLOAD_RULES.RESUME.typeMessage);
    expect(html).toMatch(/aria-describedby="[^"]+-hint [^"]+-error" aria-invalid="true"/);
  });

  it("shows the success text after an upload, and ignores another form's result", async () => {
    const ok = {
      intent: "PROFILE_IMAGE_UPLOAD",
      formId: "upload-profile_image",
      ok: true,
      message: "Image Uploaded!",
    };
    const html = await renderCell(
      "FILE_UPLOAD",
      { uploadType: "PROFILE_IMAGE" },
      { actionData: ok },
    );
    expect(html).toMatch(/role="status">.*Image Uploaded!<\/p>/);
    const other = await renderCell(
      "FILE_UPLOAD",
      { uploadType: "PROFILE_IMAGE", formId: "mine" },
      { actionData: ok },
    );
    expect(other).not.toContain("Image Uploaded!");
  });

  it("an upload type without a flow is shown disabled; unknown fields are tolerated", async () => {
    expect(accepts("FILE_UPLOAD", { uploadType: "EXCEL_UPLOAD", maxFiles: 3 })).toBe(true);
    const html = await renderCell("FILE_UPLOAD", { uploadType: "EXCEL_UPLOAD" });
    expect(html).toMatch(/<fieldset disabled=""/);
    expect(html).toContain(UPLOAD_UNAVAILABLE);
  });

  it("refuses data without an upload type and a bad form id", async () => {
    expectRejected("FILE_UPLOAD", {});
    expectRejected("FILE_UPLOAD", { uploadType: 7 });
    expectRejected("FILE_UPLOAD", { uploadType: "RESUME", formId: "<x>" });
  });

  it("renders hostile text as text", async () => {
    const html = await renderCell("FILE_UPLOAD", {
      uploadType: "RESUME",
      title: HOSTILE_TEXT,
      description: HOSTILE_TEXT,
      label: HOSTILE_TEXT,
      submitText: HOSTILE_TEXT,
    });
    expect(html).toContain(escapeHtml(HOSTILE_TEXT));
    expectInert(html);
  });
});
