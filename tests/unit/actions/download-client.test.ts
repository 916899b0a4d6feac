import { describe, expect, it, vi } from "vitest";
import { fileNameOf, requestDownload } from "~/actions/download-client";

describe("DOWNLOAD with JavaScript", () => {
  it("reads the file name the route gave, filename* first", () => {
    expect(fileNameOf(`attachment; filename="a_b.pdf"; filename*=UTF-8''a%C3%A9b.pdf`, "x")).toBe(
      "aéb.pdf",
    );
    expect(fileNameOf('attachment; filename="certificate.pdf"', "x")).toBe("certificate.pdf");
    expect(fileNameOf("attachment", "fallback.pdf")).toBe("fallback.pdf");
    expect(fileNameOf(null, "fallback.pdf")).toBe("fallback.pdf");
  });

  it("answers the file of an attachment", async () => {
    const fetchImpl = vi.fn(
      async () =>
        new Response("%PDF-1.4", {
          headers: { "Content-Disposition": 'attachment; filename="certificate.pdf"' },
        }),
    );
    const outcome = await requestDownload("/api/download", new FormData(), "x", fetchImpl);
    expect(outcome.kind).toBe("file");
    if (outcome.kind === "file") {
      expect(outcome.fileName).toBe("certificate.pdf");
      expect(await outcome.blob.text()).toBe("%PDF-1.4");
    }
    expect(fetchImpl).toHaveBeenCalledWith(
      "/api/download",
      expect.objectContaining({ method: "POST" }),
    );
  });

  it("turns a refusal into its message, and anything else into the generic text", async () => {
    const refusal = async () =>
      Response.json({ ok: false, message: "Login required" }, { status: 401 });
    expect(await requestDownload("/d", new FormData(), "x", refusal)).toEqual({
      kind: "failure",
      status: 401,
      message: "Login required",
    });
    const html = async () => new Response("<html>", { status: 502 });
    expect(await requestDownload("/d", new FormData(), "x", html)).toMatchObject({
      message: "Something went wrong",
    });
    const offline = async () => Promise.reject(new TypeError("Failed to fetch"));
    expect(await requestDownload("/d", new FormData(), "x", offline)).toEqual({
      kind: "failure",
      status: 0,
      message: "Something went wrong",
    });
  });
});
