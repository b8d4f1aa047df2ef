// The students slice's public surface: other code imports only from here.
export { createStudentSlice, type StudentSlice, type StudentSliceOptions } from './create-student-slice.ts';
export { studentsProjection } from './read-models/students.projection.ts';
export { studentDecider, defaultTracks } from './student.decider.ts';
export { studentStreamId } from './student.ts';
export { emailHash } from './email-hash.ts';
export { findStudentPreferences } from './read-models/student-profile.queries.ts';
export { trackIds, isTrackId, type TrackId } from './tracks.ts';
export { otpThrottleKey } from './otp/otp.service.ts';
export { loginAddressKey, loginClientKey } from './login.service.ts';
export type { StudentCommand } from './student.decider.ts';
export type { StudentEvent, University, Track } from './student.ts';
