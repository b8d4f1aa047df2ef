/** The stored choice when the student's university is not in the list (spec §4: /register?other=true). */
export const OTHER_UNIVERSITY = 'other';
