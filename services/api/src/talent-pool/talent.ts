import type { LogRedaction } from '@fast-track/shared/event-store/redact-subject';
import type { DomainEvent } from '@fast-track/shared/event-store/types';

// The talent pool (issue 14, spec §2 "TalentPool"). Three aggregates and one fact:
// - a student's talent profile (`talent-profile-<studentId>`): who may find them and the skills they list;
// - a company's short-list (`short-list-<listId>`): a named list of students with notes, shared by the company;
// - a company's target schools (`target-schools-<companyId>`): the universities it recruits from;
// - a profile view, recorded on the student's view stream (`profile-views-<studentId>`) so the student sees it.
// Events carry ids and choices, never names or addresses.

export const talentVisibilities = ['participants', 'everyone', 'nobody'] as const;
/** participants: employers whose challenge or event the student took part in (the default); everyone: any approved employer. */
export type TalentVisibility = (typeof talentVisibilities)[number];

export interface UniversityRef {
  name: string;
  /** Country, as the university picker names it. */
  area: string;
}

// ── Events ──────────────────────────────────────────────────────────────────────────────────────────────
export type TalentProfileSet = DomainEvent<'TalentProfileSet', { studentId: string; visibility: TalentVisibility; skills: string[]; at: string }>;
export type ShortListCreated = DomainEvent<'ShortListCreated', { listId: string; companyId: string; name: string; by: string; at: string }>;
export type ShortListRenamed = DomainEvent<'ShortListRenamed', { listId: string; companyId: string; name: string; by: string; at: string }>;
export type ShortListDeleted = DomainEvent<'ShortListDeleted', { listId: string; companyId: string; by: string; at: string }>;
export type ShortListEntrySaved = DomainEvent<'ShortListEntrySaved', { listId: string; companyId: string; studentId: string; note: string; by: string; at: string }>;
export type ShortListEntryRemoved = DomainEvent<'ShortListEntryRemoved', { listId: string; companyId: string; studentId: string; by: string; at: string }>;
export type TargetSchoolAdded = DomainEvent<'TargetSchoolAdded', { companyId: string; university: UniversityRef; by: string; at: string }>;
export type TargetSchoolRemoved = DomainEvent<'TargetSchoolRemoved', { companyId: string; university: UniversityRef; by: string; at: string }>;
export type StudentProfileViewed = DomainEvent<'StudentProfileViewed', { studentId: string; companyId: string; at: string }>;

export type ShortListEvent = ShortListCreated | ShortListRenamed | ShortListDeleted | ShortListEntrySaved | ShortListEntryRemoved;
export type TargetSchoolEvent = TargetSchoolAdded | TargetSchoolRemoved;
export type TalentEvent = TalentProfileSet | ShortListEvent | TargetSchoolEvent | StudentProfileViewed;

export const talentProfileStreamId = (studentId: string): string => `talent-profile-${studentId}`;
export const shortListStreamId = (listId: string): string => `short-list-${listId}`;
export const targetSchoolsStreamId = (companyId: string): string => `target-schools-${companyId}`;

/**
 * What the log says about a student in their own words or about them (their skills; a company's note on them in a
 * short-list): blanked when they delete their account (docs/accounts.md § Erasure).
 */
export const talentLogRedactions: readonly LogRedaction[] = [
  { type: 'TalentProfileSet', ownerKey: 'studentId', fields: [['skills']] },
  { type: 'ShortListEntrySaved', ownerKey: 'studentId', fields: [['note']] },
];
export const profileViewsStreamId = (studentId: string): string => `profile-views-${studentId}`;

export const universityKey = (u: UniversityRef): string => JSON.stringify([u.area, u.name]);
