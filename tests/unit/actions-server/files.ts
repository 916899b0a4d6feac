/** Tiny files with the right (or wrong) first bytes, for the upload checks. */
export const PNG_HEAD = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
export const PDF_HEAD = Buffer.from("%PDF-1.7\n");

export function fileOf(head: Buffer, size: number, name: string, type: string): File {
  const bytes = Buffer.alloc(Math.max(size, head.length), 0x20);
  head.copy(bytes);
  return new File([bytes], name, { type });
}

export const png = (size = 1024, name = "me.png") => fileOf(PNG_HEAD, size, name, "image/png");
export const pdf = (size = 1024, name = "cv.pdf") =>
  fileOf(PDF_HEAD, size, name, "application/pdf");
/** A script that claims to be an image. */
export const fakePng = () =>
  new File(["<script>alert(1)</script>"], "me.png", { type: "image/png" });
