// The talent pool's form limits, declared once: the API's request schemas enforce them
// (services/api/src/talent-pool/talent-pool.routes.ts), the SPA's forms check them before sending.
export const talentLimits = {
  /** Skills a student lists (duplicates ignoring case are dropped). */
  skills: 30,
  skillLength: 40,
  /** The comma-separated skills field as typed: room for 30 skills of 40 characters and their commas. */
  skillsFieldLength: 1300,
  shortListNameLength: 80,
  shortListNoteLength: 2000,
} as const;
