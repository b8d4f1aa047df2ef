import { ConflictError, NotFoundError } from '@fast-track/shared/errors';
import type { Decider, DomainCommand } from '@fast-track/shared/event-store/types';
import {
  universityKey,
  type ShortListEvent,
  type StudentProfileViewed,
  type TalentProfileSet,
  type TalentVisibility,
  type TargetSchoolEvent,
  type UniversityRef,
} from './talent.ts';

export class ShortListNotFoundError extends NotFoundError {
  override readonly code = 'SHORT_LIST_NOT_FOUND';
}
export class StudentNotVisibleError extends NotFoundError {
  override readonly code = 'STUDENT_NOT_FOUND';
}
export class ListFullError extends ConflictError {
  override readonly code = 'LIST_FULL';
}

export const maxEntriesPerList = 500;
export const maxTargetSchools = 100;

// ── Talent profile: the last event states the whole setting (folded with tail 1) ───────────────────────────
export type SetTalentProfile = DomainCommand<'SetTalentProfile', { studentId: string; visibility: TalentVisibility; skills: string[]; now: string }>;
type ProfileState = { visibility: TalentVisibility; skills: readonly string[] };

export const talentProfileDecider: Decider<ProfileState, SetTalentProfile, TalentProfileSet> = {
  initialState: () => ({ visibility: 'participants', skills: [] }),
  evolve: (_state, event) => ({ visibility: event.data.visibility, skills: event.data.skills }),
  decide(command, state) {
    const { studentId, visibility, skills, now } = command.data;
    const same = state.visibility === visibility && state.skills.length === skills.length && state.skills.every((s, i) => s === skills[i]);
    return same ? [] : [{ type: 'TalentProfileSet', data: { studentId, visibility, skills, at: now } }];
  },
};

// ── Short-list ─────────────────────────────────────────────────────────────────────────────────────────────
type ListBase = { listId: string; by: string; now: string };
export type CreateShortList = DomainCommand<'CreateShortList', ListBase & { companyId: string; name: string }>;
export type RenameShortList = DomainCommand<'RenameShortList', ListBase & { asCompanyId: string; name: string }>;
export type DeleteShortList = DomainCommand<'DeleteShortList', ListBase & { asCompanyId: string }>;
/** `visible`: the route checked that the company may see the student (the talent pool's visibility rule). */
export type SaveEntry = DomainCommand<'SaveEntry', ListBase & { asCompanyId: string; studentId: string; note: string; visible: boolean }>;
export type RemoveEntry = DomainCommand<'RemoveEntry', ListBase & { asCompanyId: string; studentId: string }>;
export type ShortListCommand = CreateShortList | RenameShortList | DeleteShortList | SaveEntry | RemoveEntry;

type ListState = { status: 'none' } | { status: 'deleted' } | { status: 'open'; companyId: string; name: string; entries: ReadonlySet<string> };

function evolveList(state: ListState, event: ShortListEvent): ListState {
  switch (event.type) {
    case 'ShortListCreated':
      return { status: 'open', companyId: event.data.companyId, name: event.data.name, entries: new Set() };
    case 'ShortListDeleted':
      return { status: 'deleted' };
    default:
      if (state.status !== 'open') return state;
      if (event.type === 'ShortListRenamed') return { ...state, name: event.data.name };
      if (event.type === 'ShortListEntrySaved') return { ...state, entries: new Set([...state.entries, event.data.studentId]) };
      return { ...state, entries: new Set([...state.entries].filter((id) => id !== event.data.studentId)) };
  }
}

type Open = Extract<ListState, { status: 'open' }>;
const own = (state: ListState, companyId: string): Open => {
  if (state.status !== 'open' || state.companyId !== companyId) throw new ShortListNotFoundError('No such short-list in this company.');
  return state;
};

export const shortListDecider: Decider<ListState, ShortListCommand, ShortListEvent> = {
  initialState: () => ({ status: 'none' }),
  evolve: evolveList,
  decide(command, state) {
    const { listId, by, now: at } = command.data;
    switch (command.type) {
      case 'CreateShortList':
        if (state.status !== 'none') throw new ConflictError('This list id is taken.');
        return [{ type: 'ShortListCreated', data: { listId, companyId: command.data.companyId, name: command.data.name, by, at } }];
      case 'RenameShortList': {
        const list = own(state, command.data.asCompanyId);
        if (list.name === command.data.name) return [];
        return [{ type: 'ShortListRenamed', data: { listId, companyId: list.companyId, name: command.data.name, by, at } }];
      }
      case 'DeleteShortList': {
        const list = own(state, command.data.asCompanyId);
        return [{ type: 'ShortListDeleted', data: { listId, companyId: list.companyId, by, at } }];
      }
      case 'SaveEntry': {
        const list = own(state, command.data.asCompanyId);
        const { studentId, note } = command.data;
        // A student already on the list may get a new note even when they have since hidden their profile.
        if (!list.entries.has(studentId) && !command.data.visible) throw new StudentNotVisibleError('No such student in your talent pool.');
        if (!list.entries.has(studentId) && list.entries.size >= maxEntriesPerList) throw new ListFullError(`A list holds at most ${maxEntriesPerList} students.`);
        return [{ type: 'ShortListEntrySaved', data: { listId, companyId: list.companyId, studentId, note, by, at } }];
      }
      case 'RemoveEntry': {
        const list = own(state, command.data.asCompanyId);
        if (!list.entries.has(command.data.studentId)) return [];
        return [{ type: 'ShortListEntryRemoved', data: { listId, companyId: list.companyId, studentId: command.data.studentId, by, at } }];
      }
    }
  },
};

// ── Target schools ─────────────────────────────────────────────────────────────────────────────────────────
type SchoolBase = { companyId: string; university: UniversityRef; by: string; now: string };
export type AddTargetSchool = DomainCommand<'AddTargetSchool', SchoolBase>;
export type RemoveTargetSchool = DomainCommand<'RemoveTargetSchool', SchoolBase>;
export type TargetSchoolCommand = AddTargetSchool | RemoveTargetSchool;
type SchoolsState = ReadonlySet<string>;

export const targetSchoolsDecider: Decider<SchoolsState, TargetSchoolCommand, TargetSchoolEvent> = {
  initialState: () => new Set(),
  evolve: (state, event) => {
    const key = universityKey(event.data.university);
    return event.type === 'TargetSchoolAdded' ? new Set([...state, key]) : new Set([...state].filter((k) => k !== key));
  },
  decide(command, state) {
    const { companyId, university, by, now: at } = command.data;
    const has = state.has(universityKey(university));
    if (command.type === 'AddTargetSchool') {
      if (has) return [];
      if (state.size >= maxTargetSchools) throw new ListFullError(`At most ${maxTargetSchools} target schools.`);
      return [{ type: 'TargetSchoolAdded', data: { companyId, university, by, at } }];
    }
    return has ? [{ type: 'TargetSchoolRemoved', data: { companyId, university, by, at } }] : [];
  },
};

// ── Profile views: one fact per company and visit ────────────────────────────────────────────────────────────
/** Views of one student by one company this close together are one visit (a reload, a tab switched back to). */
export const profileVisitMs = 30 * 60_000;

export type RecordProfileView = DomainCommand<'RecordProfileView', { studentId: string; companyId: string; now: string }>;
/** The viewing company's last recorded view of this student (loaded with the command, then folded forward). */
export type ProfileViewState = { companyId: string; lastViewedAt: string | null };

export const profileViewDecider: Decider<ProfileViewState, RecordProfileView, StudentProfileViewed> = {
  initialState: () => ({ companyId: '', lastViewedAt: null }),
  evolve: (state, event) => (event.data.companyId === state.companyId ? { ...state, lastViewedAt: event.data.at } : state),
  decide: (command, state) => {
    const { studentId, companyId, now } = command.data;
    const last = state.companyId === companyId && state.lastViewedAt ? Date.parse(state.lastViewedAt) : Number.NEGATIVE_INFINITY;
    return Date.parse(now) - last < profileVisitMs ? [] : [{ type: 'StudentProfileViewed', data: { studentId, companyId, at: now } }];
  },
};
