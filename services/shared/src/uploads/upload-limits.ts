/**
 * Limits of every upload (docs/uploads.md). nginx/render.mjs reads this file too: the gateway's body size for each
 * upload route is the file limit + envelopeBytes, so the two cannot drift (docs/operations.md "Limits").
 */
export const uploadLimits = {
  /** PNG, JPEG, WebP as sent (before re-encoding). */
  imageBytes: 5 * 1024 * 1024,
  /** SVG text; logos are a few KB, anything near this is not a logo. */
  svgBytes: 1024 * 1024,
  /** Decoded pixels, checked from the header before decoding (a 40 KB PNG can claim 50,000 × 50,000). */
  imagePixels: 40_000_000,
  /** Longest edge after re-encoding; larger images are scaled down. */
  imageEdge: 4096,
  /** CVs. */
  pdfBytes: 10 * 1024 * 1024,
  /** A team's documents (issue 13): a brochure or a deck, not a video. */
  documentBytes: 20 * 1024 * 1024,
  /** A challenge's data files (PDF, CSV, XLSX). */
  challengeFileBytes: 10 * 1024 * 1024,
  /** Headers, boundaries and a few small text fields around the file in a multipart body. */
  envelopeBytes: 64 * 1024,
} as const;
