import { ConflictError, NotFoundError, ValidationError } from '@fast-track/shared/errors';
import { describe, expect, it } from 'vitest';
import { studentDecider, type StudentCommand } from './student.decider.ts';
import type { StudentEvent } from './student.ts';

const now = '2026-03-01T10:00:00.000Z';
const studentId = '6f1c1a57-0000-4000-8000-000000000001';
const university = { name: 'University College London', area: 'United Kingdom' };

const registered: StudentEvent = {
  type: 'StudentRegistered',
  data: { studentId, university, tracks: [{ id: 'Finance' }], method: 'otp', registeredAt: now },
};
const deleted: StudentEvent = { type: 'StudentAccountDeleted', data: { studentId, deletedAt: now } };

function given(past: StudentEvent[]) {
  const state = past.reduce(studentDecider.evolve, studentDecider.initialState());
  return {
    when: (command: StudentCommand) => {
      try {
        return { events: studentDecider.decide(command, state), error: undefined };
      } catch (error) {
        return { events: undefined, error };
      }
    },
  };
}

const register = (tracks: { id: string }[]): StudentCommand => ({
  type: 'RegisterStudent',
  data: { studentId, university: { name: ' University College London ', area: 'United Kingdom' }, tracks, method: 'otp', now },
});

const changeTracks = (tracks: { id: string }[]): StudentCommand => ({ type: 'ChangeStudentTracks', data: { studentId, tracks, now } });
const changeLanguage = (lng: string): StudentCommand => ({ type: 'ChangeStudentLanguage', data: { studentId, lng, now } });

describe('student decider', () => {
  it('registers a new student with the chosen tracks, without duplicates', () => {
    const { events } = given([]).when(register([{ id: 'Consulting' }, { id: 'Finance' }, { id: 'Consulting' }]));
    expect(events).toEqual([
      {
        type: 'StudentRegistered',
        data: { studentId, university, tracks: [{ id: 'Consulting' }, { id: 'Finance' }], method: 'otp', registeredAt: now },
      },
    ]);
  });

  it('defaults the tracks to Finance', () => {
    const { events } = given([]).when(register([]));
    expect(events?.[0]).toMatchObject({ data: { tracks: [{ id: 'Finance' }] } });
  });

  it('carries no personal data in any event it decides', () => {
    const all = [
      ...(given([]).when(register([])).events ?? []),
      ...(given([registered]).when({ type: 'RenameStudentProfile', data: { studentId, now } }).events ?? []),
      ...(given([registered]).when({ type: 'ChangeStudentPassword', data: { studentId, now } }).events ?? []),
      ...(given([registered]).when({ type: 'DeleteStudentAccount', data: { studentId, now } }).events ?? []),
      ...(given([registered]).when(changeTracks([{ id: 'Consulting' }])).events ?? []),
      ...(given([registered]).when(changeLanguage('de')).events ?? []),
    ];
    expect(all).toHaveLength(6);
    const allowed = new Set(['studentId', 'university', 'tracks', 'method', 'registeredAt', 'renamedAt', 'reason', 'changedAt', 'deletedAt', 'lng']);
    for (const event of all) for (const key of Object.keys(event.data)) expect(allowed).toContain(key);
  });

  it('refuses to register the same student twice', () => {
    expect(given([registered]).when(register([])).error).toBeInstanceOf(ConflictError);
  });

  it('records renames and password changes of a registered student only', () => {
    expect(given([registered]).when({ type: 'RenameStudentProfile', data: { studentId, now } }).events).toEqual([
      { type: 'StudentProfileRenamed', data: { studentId, renamedAt: now } },
    ]);
    expect(given([registered]).when({ type: 'ChangeStudentPassword', data: { studentId, now } }).events).toEqual([
      { type: 'StudentPasswordChanged', data: { studentId, reason: 'reset', changedAt: now } },
    ]);
    expect(given([]).when({ type: 'RenameStudentProfile', data: { studentId, now } }).error).toBeInstanceOf(NotFoundError);
    expect(given([registered, deleted]).when({ type: 'ChangeStudentPassword', data: { studentId, now } }).error).toBeInstanceOf(
      NotFoundError,
    );
  });

  it('deletes an account once; deleting again changes nothing', () => {
    expect(given([registered]).when({ type: 'DeleteStudentAccount', data: { studentId, now } }).events).toEqual([deleted]);
    expect(given([registered, deleted]).when({ type: 'DeleteStudentAccount', data: { studentId, now } }).events).toEqual([]);
    expect(given([]).when({ type: 'DeleteStudentAccount', data: { studentId, now } }).error).toBeInstanceOf(NotFoundError);
  });

  it('records a password change from settings with its own reason', () => {
    expect(given([registered]).when({ type: 'ChangeStudentPassword', data: { studentId, reason: 'change', now } }).events).toEqual([
      { type: 'StudentPasswordChanged', data: { studentId, reason: 'change', changedAt: now } },
    ]);
  });

  it('changes tracks to a distinct, non-empty list of known tracks', () => {
    expect(given([registered]).when(changeTracks([{ id: 'MBA Track' }, { id: 'Corporate Law' }, { id: 'MBA Track' }])).events).toEqual([
      { type: 'StudentTracksChanged', data: { studentId, tracks: [{ id: 'MBA Track' }, { id: 'Corporate Law' }], changedAt: now } },
    ]);
    expect(given([registered]).when(changeTracks([])).error).toBeInstanceOf(ValidationError);
    expect(given([registered]).when(changeTracks([{ id: 'Finance' }, { id: 'Astrology' }])).error).toBeInstanceOf(ValidationError);
    expect(given([]).when(changeTracks([{ id: 'Finance' }])).error).toBeInstanceOf(NotFoundError);
  });

  it('records nothing when the tracks (in order) or the language stay the same', () => {
    expect(given([registered]).when(changeTracks([{ id: 'Finance' }])).events).toEqual([]);
    const changed = given([registered]).when(changeTracks([{ id: 'Start-Up' }, { id: 'Finance' }])).events ?? [];
    expect(given([registered, ...changed]).when(changeTracks([{ id: 'Finance' }, { id: 'Start-Up' }])).events).toHaveLength(1);
    const german = given([registered]).when(changeLanguage('de')).events ?? [];
    expect(german).toEqual([{ type: 'StudentLanguageChanged', data: { studentId, lng: 'de', changedAt: now } }]);
    expect(given([registered, ...german]).when(changeLanguage('de')).events).toEqual([]);
  });

  it('accepts only the six interface languages', () => {
    expect(given([registered]).when(changeLanguage('pt')).error).toBeInstanceOf(ValidationError);
    expect(given([registered]).when(changeLanguage('')).error).toBeInstanceOf(ValidationError);
  });
});
