// The applicant pipeline's limits (docs/jobs.md § Pipeline), declared once: the API's request schemas enforce them,
// the SPA's board and template editor check them before sending. Plain constants (no zod) for the SPA's bundle.
export const pipelineLimits = {
  /** Applications one bulk move may name: one transaction, well inside the 2 s budget (loadtests/bench). */
  bulkMove: 500,
  /** A reviewer's note: plain text, trimmed. */
  noteLength: 2000,
  /** Notes kept per application (a review thread, not a chat). */
  notesPerApplication: 200,
  /** A stage mail's subject and body: plain text (the body's blank lines make paragraphs). */
  mailSubjectLength: 150,
  mailBodyLength: 4000,
  /** Cards per column page on the board. */
  columnPage: 25,
  /** Rows one CSV export holds at most (the filtered list). */
  csvRows: 10_000,
  /** Ratings run 1–4 (no middle: a reviewer leans one way). */
  ratingMax: 4,
} as const;

/** The top-N-percent bands the pipeline filters by, as the talent pool offers them (top 1 % … top half). */
export const pipelineBands = [1, 5, 10, 25, 50] as const;
