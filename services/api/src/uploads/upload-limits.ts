/** Limits of every upload (docs/uploads.md). */
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
} as const;
