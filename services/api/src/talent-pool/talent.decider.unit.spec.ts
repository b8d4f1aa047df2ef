import { deciderSpec } from '@fast-track/shared/event-store/decider-spec';
import { describe, it } from 'vitest';
import { ListFullError, maxTargetSchools, shortListDecider, ShortListNotFoundError, StudentNotVisibleError, talentProfileDecider, targetSchoolsDecider } from './talent.decider.ts';
import type { ShortListEvent, TargetSchoolEvent } from './talent.ts';

const now = '2026-11-23T10:00:00.000Z';
const listId = '7a000000-0000-4000-8000-000000000001';
const companyId = '7a000000-0000-4000-8000-00000000c0a1';
const otherCompany = '7a000000-0000-4000-8000-00000000c0a2';
const studentId = '7a000000-0000-4000-8000-0000000057d1';
const by = '7a000000-0000-4000-8000-0000000000b1';
const created: ShortListEvent = { type: 'ShortListCreated', data: { listId, companyId, name: 'Autumn', by, at: now } };
const saved: ShortListEvent = { type: 'ShortListEntrySaved', data: { listId, companyId, studentId, note: 'Strong', by, at: now } };
const lists = deciderSpec(shortListDecider);

describe('short-list decider', () => {
  it('saves a visible student with a note, and a new note for one already on the list even when now hidden', () => {
    lists.given([created]).when({ type: 'SaveEntry', data: { listId, asCompanyId: companyId, studentId, note: 'Strong', visible: true, by, now } }).then([saved]);
    lists
      .given([created, saved])
      .when({ type: 'SaveEntry', data: { listId, asCompanyId: companyId, studentId, note: 'Still strong', visible: false, by, now } })
      .then([{ type: 'ShortListEntrySaved', data: { listId, companyId, studentId, note: 'Still strong', by, at: now } }]);
  });

  it('refuses a student the company may not see, and another company', () => {
    lists.given([created]).when({ type: 'SaveEntry', data: { listId, asCompanyId: companyId, studentId, note: '', visible: false, by, now } }).thenThrows(StudentNotVisibleError);
    lists.given([created]).when({ type: 'RenameShortList', data: { listId, asCompanyId: otherCompany, name: 'Mine', by, now } }).thenThrows(ShortListNotFoundError);
    lists
      .given([created, { type: 'ShortListDeleted', data: { listId, companyId, by, at: now } }])
      .when({ type: 'RemoveEntry', data: { listId, asCompanyId: companyId, studentId, by, now } })
      .thenThrows(ShortListNotFoundError);
  });

  it('removing someone not on the list changes nothing', () => {
    lists.given([created]).when({ type: 'RemoveEntry', data: { listId, asCompanyId: companyId, studentId, by, now } }).then([]);
  });
});

describe('target schools decider', () => {
  const university = { name: 'University of Oxford', area: 'United Kingdom' };
  const schools = deciderSpec(targetSchoolsDecider);
  const added: TargetSchoolEvent = { type: 'TargetSchoolAdded', data: { companyId, university, by, at: now } };

  it('adds once, removes what is there', () => {
    schools.given([added]).when({ type: 'AddTargetSchool', data: { companyId, university, by, now } }).then([]);
    schools.given([added]).when({ type: 'RemoveTargetSchool', data: { companyId, university, by, now } }).then([{ type: 'TargetSchoolRemoved', data: { companyId, university, by, at: now } }]);
    schools.given([]).when({ type: 'RemoveTargetSchool', data: { companyId, university, by, now } }).then([]);
  });

  it(`stops at ${maxTargetSchools}`, () => {
    const many = Array.from({ length: maxTargetSchools }, (_, i): TargetSchoolEvent => ({ type: 'TargetSchoolAdded', data: { companyId, university: { name: `U${i}`, area: 'Germany' }, by, at: now } }));
    schools.given(many).when({ type: 'AddTargetSchool', data: { companyId, university, by, now } }).thenThrows(ListFullError);
  });
});

describe('talent profile decider', () => {
  it('records a change only', () => {
    const spec = deciderSpec(talentProfileDecider);
    spec.given([]).when({ type: 'SetTalentProfile', data: { studentId, visibility: 'participants', skills: [], now } }).then([]);
    spec
      .given([])
      .when({ type: 'SetTalentProfile', data: { studentId, visibility: 'everyone', skills: ['Excel'], now } })
      .then([{ type: 'TalentProfileSet', data: { studentId, visibility: 'everyone', skills: ['Excel'], at: now } }]);
  });
});
