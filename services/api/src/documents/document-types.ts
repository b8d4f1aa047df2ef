import { isPdf, sniffImage, uploadLimits } from '../uploads/index.ts';

// Which files a team may keep (issue 13): PDF, Word (DOCX), PowerPoint (PPTX) and raster images, each recognised by
// its bytes, never by its name or the type the browser claims. Office files are ZIP packages: a complete archive
// (its end record present) whose entries include the part that makes it a document or a presentation.

export const documentTypes = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  png: 'image/png',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
} as const;
export type DocumentType = (typeof documentTypes)[keyof typeof documentTypes];

/** 20 MB: a brochure or a deck, not a video. */
export const maxDocumentBytes = uploadLimits.documentBytes;

const zipEntry = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const zipEnd = Buffer.from([0x50, 0x4b, 0x05, 0x06]);

/** The entry names of a ZIP's central directory hold these paths in plain bytes. */
function officeType(bytes: Buffer): DocumentType | undefined {
  if (!bytes.subarray(0, 4).equals(zipEntry)) return undefined;
  // The end-of-central-directory record sits in the last 22 bytes plus at most a 64 KB comment.
  if (bytes.subarray(-(22 + 65_535)).indexOf(zipEnd) < 0) return undefined;
  if (bytes.indexOf('[Content_Types].xml', 0, 'latin1') < 0) return undefined;
  if (bytes.indexOf('word/document.xml', 0, 'latin1') >= 0) return documentTypes.docx;
  if (bytes.indexOf('ppt/presentation.xml', 0, 'latin1') >= 0) return documentTypes.pptx;
  return undefined;
}

/** The document's type by content, or undefined (SVG is not taken: a team file is downloaded, not drawn). */
export function sniffDocument(bytes: Buffer): DocumentType | undefined {
  if (isPdf(bytes)) return documentTypes.pdf;
  const office = officeType(bytes);
  if (office) return office;
  const image = sniffImage(bytes);
  return image && image !== 'image/svg+xml' ? image : undefined;
}
