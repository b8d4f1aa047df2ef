// The job post's form limits, declared once: the API's request schema and rules enforce them, the SPA's job editor
// checks them before sending. Plain constants (no zod) so the SPA's bundle does not pull in the server's validation.
export const jobLimits = {
  titleLength: 120,
  locations: 10,
  locationLength: 100,
  requirements: 20,
  requirementLength: 200,
  /** Sanitised description (the raw editor HTML may be longer: job.schema.ts). */
  descriptionLength: 20_000,
  /** A deadline further out than this is a typo (a year of 2062), not a plan. */
  deadlineDays: 366,
  /** The student's cover note: plain text, trimmed. */
  coverNoteLength: 3000,
  /** Screening questions per job (docs/jobs.md "Screening questions"): a short gate, not a second application form. */
  screeningQuestions: 10,
  screeningPromptLength: 300,
  /** A single-choice question offers 2–10 options of at most 100 characters. */
  screeningOptionsMin: 2,
  screeningOptionsMax: 10,
  screeningOptionLength: 100,
  /** A short-text answer: plain text, trimmed. */
  screeningAnswerLength: 500,
  /** A scheduled job goes live at most this many days ahead (and before its deadline). */
  scheduleDays: 366,
} as const;
