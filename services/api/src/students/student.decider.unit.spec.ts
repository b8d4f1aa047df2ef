import { ConflictError, NotFoundError, ValidationError } from '@fast-track/shared/errors';
import { deciderSpec } from '@fast-track/shared/event-store/decider-spec';
import { describe, it } from 'vitest';
import { studentDecider, type StudentCommand } from './student.decider.ts';
import type { StudentEvent } from './student.ts';

const now = '2026-03-01T10:00:00.000Z';
const studentId = '6f1c1a57-0000-4000-8000-000000000001';
const university = { name: 'University College London', area: 'United Kingdom' };
const spec = deciderSpec(studentDecider);

const registered: StudentEvent = {
  type: 'StudentRegistered',
  data: { studentId, university, tracks: [{ id: 'Finance' }], method: 'otp', registeredAt: now },
};
const legacyDeleted: StudentEvent = { type: 'StudentAccountDeleted', data: { studentId, deletedAt: now } };

const register = (tracks: { id: string }[]): StudentCommand => ({
  type: 'RegisterStudent',
  data: { studentId, university: { name: ' University College London ', area: 'United Kingdom' }, tracks, method: 'otp', now },
});
const changeTracks = (tracks: { id: string }[]): StudentCommand => ({ type: 'ChangeStudentTracks', data: { studentId, tracks, now } });

describe('student decider', () => {
  it('registers a new student with the chosen tracks, without duplicates', () => {
    spec
      .given([])
      .when(register([{ id: 'Consulting' }, { id: 'Finance' }, { id: 'Consulting' }]))
      .then([{ type: 'StudentRegistered', data: { studentId, university, tracks: [{ id: 'Consulting' }, { id: 'Finance' }], method: 'otp', registeredAt: now } }]);
  });

  it('defaults the tracks to Finance', () => {
    spec.given([]).when(register([])).then([{ type: 'StudentRegistered', data: { studentId, university, tracks: [{ id: 'Finance' }], method: 'otp', registeredAt: now } }]);
  });

  it('refuses unknown track ids at registration as in settings', () => {
    spec.given([]).when(register([{ id: 'Astrology' }])).thenThrows(ValidationError);
    spec.given([registered]).when(changeTracks([{ id: 'Astrology' }])).thenThrows(ValidationError);
  });

  it('refuses to register the same student twice', () => {
    spec.given([registered]).when(register([])).thenThrows(ConflictError);
  });

  it('changes tracks to a distinct, non-empty list; the same list again changes nothing', () => {
    spec
      .given([registered])
      .when(changeTracks([{ id: 'Consulting' }, { id: 'Consulting' }, { id: 'Finance' }]))
      .then([{ type: 'StudentTracksChanged', data: { studentId, tracks: [{ id: 'Consulting' }, { id: 'Finance' }], changedAt: now } }]);
    spec.given([registered]).when(changeTracks([])).thenThrows(ValidationError);
    spec.given([registered]).when(changeTracks([{ id: 'Finance' }])).thenNothingHappened();
  });

  it('knows no student before registration, nor after a legacy deletion', () => {
    spec.given([]).when(changeTracks([{ id: 'Finance' }])).thenThrows(NotFoundError);
    spec.given([registered, legacyDeleted]).when(changeTracks([{ id: 'Consulting' }])).thenThrows(NotFoundError);
  });

  const onboard = (yearOfStudy: string, tracks: { id: string }[]): StudentCommand => ({ type: 'OnboardStudent', data: { studentId, yearOfStudy, tracks, now } });
  const onboarded: StudentEvent = { type: 'StudentOnboarded', data: { studentId, yearOfStudy: 'finalYear', tracks: [{ id: 'Finance' }], onboardedAt: now } };

  it('onboards with a known year and distinct known tracks, even when the tracks stay those of the registration', () => {
    spec.given([registered]).when(onboard('finalYear', [{ id: 'Finance' }, { id: 'Finance' }])).then([onboarded]);
  });

  it('refuses an unknown year, an unknown track or no track at the onboarding', () => {
    spec.given([registered]).when(onboard('Final year', [{ id: 'Finance' }])).thenThrows(ValidationError);
    spec.given([registered]).when(onboard('toString', [{ id: 'Finance' }])).thenThrows(ValidationError);
    spec.given([registered]).when(onboard('finalYear', [{ id: 'Astrology' }])).thenThrows(ValidationError);
    spec.given([registered]).when(onboard('finalYear', [])).thenThrows(ValidationError);
    spec.given([]).when(onboard('finalYear', [{ id: 'Finance' }])).thenThrows(NotFoundError);
  });

  it('records the onboarding again only when an answer changed', () => {
    spec.given([registered, onboarded]).when(onboard('finalYear', [{ id: 'Finance' }])).thenNothingHappened();
    spec
      .given([registered, onboarded])
      .when(onboard('masters', [{ id: 'Finance' }]))
      .then([{ type: 'StudentOnboarded', data: { studentId, yearOfStudy: 'masters', tracks: [{ id: 'Finance' }], onboardedAt: now } }]);
  });
});
