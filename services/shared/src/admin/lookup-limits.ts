/** The admin's look-up (issue 26 part 6): a name's part of at least two characters, or an address of at most 320. */
export const lookupLimits = { min: 2, max: 320 } as const;
