// A hosted event's form limits, declared once: the API's rules enforce them, the SPA's event editor checks them
// before sending. Plain constants (no zod) so the SPA's bundle does not pull in the server's validation.
export const eventLimits = {
  titleLength: { min: 3, max: 200 },
  descriptionLength: 20_000,
  placeLabelLength: 300,
  cancelReasonLength: 500,
  virtualLinkLength: 2000,
  /** A student's question to the host: plain text, trimmed. */
  questionLength: { min: 3, max: 500 },
} as const;
