/**
 * A one-page PDF certificate, written by hand (PDF 1.4, the standard Helvetica font, no
 * dependency). Text is kept to printable ASCII, so nothing a learner typed can break the file.
 */

function pdfText(value: string): string {
  const ascii = value
    .normalize("NFKD")
    .replace(/[^\x20-\x7e]/g, "")
    .slice(0, 120);
  return ascii.replace(/[\\()]/g, (c) => `\\${c}`);
}

interface Line {
  text: string;
  size: number;
  y: number;
}

/** A centred line on an A4 landscape page (842 x 595 points); Helvetica is about 0.5 em wide. */
function drawLine(line: Line): string {
  const text = pdfText(line.text);
  const x = Math.max(36, Math.round((842 - text.length * line.size * 0.5) / 2));
  return `BT /F1 ${line.size} Tf ${x} ${line.y} Td (${text}) Tj ET`;
}

export function certificatePdf(input: { name: string; course: string; date: string }): Buffer {
  const content = [
    "0.27 0.2 0.6 RG 4 w 24 24 794 547 re S",
    drawLine({ text: "Certificate of completion", size: 32, y: 440 }),
    drawLine({ text: "This certifies that", size: 14, y: 380 }),
    drawLine({ text: input.name, size: 26, y: 335 }),
    drawLine({ text: "has completed the", size: 14, y: 290 }),
    drawLine({ text: input.course, size: 20, y: 250 }),
    drawLine({ text: `Issued on ${input.date}`, size: 12, y: 160 }),
    drawLine({ text: "Sample certificate from the reference platform", size: 10, y: 60 }),
  ].join("\n");
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 842 595] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>",
    `<< /Length ${Buffer.byteLength(content, "latin1")} >>\nstream\n${content}\nendstream`,
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
  ];
  let pdf = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(pdf, "latin1"));
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(pdf, "latin1");
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) pdf += `${String(offset).padStart(10, "0")} 00000 n \n`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, "latin1");
}
