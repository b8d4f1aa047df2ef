// A challenge's builder limits, declared once: the API's schema and publish rules enforce them
// (services/api/src/challenges/challenge.schema.ts, challenge.rules.ts), the SPA's builder stops at them.
export const challengeLimits = {
  titleLength: 120,
  summaryLength: 1000,
  learnItems: 8,
  learnItemLength: 200,
  /** The material's HTML once cleaned (the editor may send more markup, which the server strips). */
  materialLength: 20_000,
  images: 10,
  imageAltLength: 200,
  files: 5,
  fileNameLength: 200,
  /** A published challenge has this many tasks; a draft may have fewer. */
  tasks: { min: 3, max: 10 },
  promptLength: 2000,
  /** Choices of a single/multiple-choice task, items of an ordering task. */
  options: 8,
  optionLength: 300,
  points: { min: 1, max: 100 },
  /** The model answer and the feedback a student reads once the window closes. */
  learningTextLength: 3000,
  numericAnswerLength: 200,
  numericParams: 4,
  unitLength: 20,
  /** The limit a written task sets for its answers. */
  writtenAnswerLength: { min: 50, max: 3000 },
  rubricCriteria: 6,
  criterionLength: 300,
} as const;
