// The students slice's public surface: other code imports only from here.
export { createStudentsModule, type StudentsModule, type StudentsModuleOptions } from './create-students-module.ts';
export { checkStudentEmail, type StudentDeps } from './student-deps.ts';
export { studentsProjection } from './read-models/students.projection.ts';
export { studentDecider, defaultTracks } from './student.decider.ts';
export { studentStreamId } from './student.ts';
export { findStudentPreferences, findStudentProfile } from './read-models/student-profile.queries.ts';
export { createStudent } from './registration.service.ts';
export type { StudentCommand } from './student.decider.ts';
export type { StudentEvent, University, Track } from './student.ts';
