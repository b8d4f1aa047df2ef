import { deflateSync } from 'node:zlib';

/**
 * Small hand-made PDFs for the active-content tests: real files (header, numbered objects, a cross-reference table
 * with the right offsets, trailer, %%EOF) that a reader opens, each with one page saying "Hello".
 */

/** Objects 1–4: catalog (with `catalogExtra` inside its dictionary), pages, page, content stream. */
function baseObjects(catalogExtra = ''): string[] {
  const content = 'BT /F1 12 Tf 72 720 Td (Hello) Tj ET';
  return [
    `<< /Type /Catalog /Pages 2 0 R ${catalogExtra}>>`,
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
  ];
}

/** A PDF of the given object bodies (object n is bodies[n - 1]), as latin1 bytes. */
export function pdfOf(bodies: (string | Buffer)[], trailerExtra = ''): Buffer {
  const parts: Buffer[] = [Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  let length = parts[0]!.length;
  const offsets: number[] = [];
  bodies.forEach((body, i) => {
    offsets.push(length);
    const chunk = Buffer.concat([Buffer.from(`${i + 1} 0 obj\n`, 'latin1'), typeof body === 'string' ? Buffer.from(body, 'latin1') : body, Buffer.from('\nendobj\n', 'latin1')]);
    parts.push(chunk);
    length += chunk.length;
  });
  const xref = [`xref\n0 ${bodies.length + 1}\n`, '0000000000 65535 f \n', ...offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`)].join('');
  parts.push(Buffer.from(`${xref}trailer\n<< /Size ${bodies.length + 1} /Root 1 0 R ${trailerExtra}>>\nstartxref\n${length}\n%%EOF\n`, 'latin1'));
  return Buffer.concat(parts);
}

/** One page, nothing active; its Info says "Node/JS" in a string, which is text, not a name. */
export const benignPdf = (): Buffer => pdfOf([...baseObjects('/OpenAction [3 0 R /Fit] '), '<< /Title (CV: Node/JS \\(AA/Launch\\)) /Producer (hand) >>'], '/Info 5 0 R ');

/** Document-level JavaScript run on open, in plain sight. */
export const javascriptPdf = (): Buffer => pdfOf([...baseObjects('/OpenAction 5 0 R '), '<< /Type /Action /S /JavaScript /JS (app.alert\\(1\\)) >>']);

/** The same, with every letter of the names #-escaped where a plain scan would look for them. */
export const escapedJavascriptPdf = (): Buffer => pdfOf([...baseObjects('/OpenAction 5 0 R '), '<< /Type /Action /S /J#61vaScript /J#53 (app.alert\\(1\\)) >>']);

/** Object 5: a FlateDecode object stream holding `content` (object 6 at offset 0, then its body). */
function objectStream(content: Buffer): Buffer {
  const packed = deflateSync(content, { level: 9 });
  const dictionary = `<< /Type /ObjStm /N 1 /First 4 /Filter /FlateDecode /Length ${packed.length} >>\nstream\n`;
  return Buffer.concat([Buffer.from(dictionary, 'latin1'), packed, Buffer.from('\nendstream', 'latin1')]);
}

/** The action inside a FlateDecode object stream (what most writers since PDF 1.5 produce). */
export const objectStreamJavascriptPdf = (): Buffer =>
  pdfOf([...baseObjects('/OpenAction 6 0 R '), objectStream(Buffer.from('6 0 << /Type /Action /S /JavaScript /JS (app.alert\\(1\\)) >>', 'latin1'))]);

/** A benign object stream (fonts and the like live in these): must pass. */
export const benignObjectStreamPdf = (): Buffer => pdfOf([...baseObjects(), objectStream(Buffer.from('6 0 << /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>', 'latin1'))]);

/** An object stream that inflates to far more than the budget (a zip bomb). */
export const bombObjectStreamPdf = (inflatedBytes: number): Buffer => pdfOf([...baseObjects(), objectStream(Buffer.alloc(inflatedBytes, 0x20))]);

/** A link annotation whose action launches a program. */
export const launchPdf = (): Buffer =>
  pdfOf([
    ...baseObjects(),
    '<< /Type /Annot /Subtype /Link /Rect [0 0 100 100] /A << /S /Launch /F (calc.exe) >> >>',
  ]);

/** An object smuggled inside another object's stream data, where a sequential scan skips it. */
export const smuggledObjectPdf = (): Buffer => {
  const hidden = '7 0 obj << /S /JavaScript /JS (app.alert\\(1\\)) >> endobj';
  return pdfOf([...baseObjects('/OpenAction 7 0 R '), `<< /Length ${hidden.length} >>\nstream\n${hidden}\nendstream`]);
};
