import { ValidationError } from '@fast-track/shared/errors';
import { deciderSpec } from '@fast-track/shared/event-store/decider-spec';
import { describe, it } from 'vitest';
import { EmployerNotFoundError, PostingNotFoundError, schoolGateDecider, type SchoolGateCommand } from './school-gate.decider.ts';
import type { SchoolGateEvent } from './school-gate.ts';

const spec = deciderSpec(schoolGateDecider);
const centerId = 'c0000000-0000-4000-8000-000000000001';
const companyId = 'b0000000-0000-4000-8000-000000000001';
const postingId = 'a0000000-0000-4000-8000-000000000001';
const by = 'd0000000-0000-4000-8000-000000000001';
const now = '2026-11-29T16:00:00.000Z';
const posting = { postingId, companyId };

const setMode = (mode: 'publish' | 'review'): SchoolGateCommand => ({ type: 'SetPostingMode', data: { centerId, kind: 'job', mode, by, now } });
const approve = (found: typeof posting | null = posting): SchoolGateCommand => ({ type: 'ApprovePosting', data: { centerId, kind: 'job', posting: found, by, now } });
const decline = (reason: string, found: typeof posting | null = posting): SchoolGateCommand => ({
  type: 'DeclinePosting',
  data: { centerId, kind: 'job', posting: found, reason, by, now },
});
const relate = (status: 'partner' | 'neutral' | 'blocked', notes = '', contacts = '', company: string | null = companyId): SchoolGateCommand => ({
  type: 'SetEmployerRelationship',
  data: { centerId, companyId: company, status, notes, contacts, by, now },
});

const modeSet = (mode: 'publish' | 'review'): SchoolGateEvent => ({ type: 'PostingModeSet', data: { centerId, kind: 'job', mode, by, at: now } });
const approved: SchoolGateEvent = { type: 'PostingApproved', data: { centerId, kind: 'job', postingId, companyId, by, at: now } };
const declined = (reason: string): SchoolGateEvent => ({ type: 'PostingDeclined', data: { centerId, kind: 'job', postingId, companyId, reason, by, at: now } });
const related = (status: 'partner' | 'neutral' | 'blocked', notes = '', contacts = ''): SchoolGateEvent => ({
  type: 'EmployerRelationshipSet',
  data: { centerId, companyId, status, notes, contacts, by, at: now },
});

describe('school gate decider', () => {
  it('sets a kind to review first and back, a repeat changes nothing', () => {
    spec.given([]).when(setMode('review')).then([modeSet('review')]);
    spec.given([]).when(setMode('publish')).thenNothingHappened();
    spec.given([modeSet('review')]).when(setMode('review')).thenNothingHappened();
    spec.given([modeSet('review')]).when(setMode('publish')).then([modeSet('publish')]);
  });

  it('approves a published employer posting once, with the staff member on the fact', () => {
    spec.given([]).when(approve()).then([approved]);
    spec.given([approved]).when(approve()).thenNothingHappened();
    spec.given([]).when(approve(null)).thenThrows(PostingNotFoundError);
  });

  it('declines with a reason only, trimmed; a change of mind either way is a new fact', () => {
    spec.given([]).when(decline('  Not for our students  ')).then([declined('Not for our students')]);
    spec.given([]).when(decline('   ')).thenThrows(ValidationError);
    spec.given([]).when(decline('x'.repeat(1001))).thenThrows(ValidationError);
    spec.given([]).when(decline('why', null)).thenThrows(PostingNotFoundError);
    spec.given([declined('why')]).when(decline('again')).thenNothingHappened();
    spec.given([approved]).when(decline('on second thought')).then([declined('on second thought')]);
    spec.given([declined('why')]).when(approve()).then([approved]);
  });

  it('keeps a relationship with an employer: status, notes and contacts, trimmed and bounded', () => {
    spec.given([]).when(relate('blocked', ' spam ', 'Ana, HR')).then([related('blocked', 'spam', 'Ana, HR')]);
    spec.given([related('blocked', 'spam')]).when(relate('blocked', 'spam')).thenNothingHappened();
    spec.given([related('blocked', 'spam')]).when(relate('neutral', 'spam')).then([related('neutral', 'spam')]);
    // Nothing said about a company yet, and nothing to say: no fact.
    spec.given([]).when(relate('neutral')).thenNothingHappened();
    spec.given([]).when(relate('partner', 'n'.repeat(5001))).thenThrows(ValidationError);
    spec.given([]).when(relate('partner', '', 'c'.repeat(2001))).thenThrows(ValidationError);
    spec.given([]).when(relate('partner', '', '', null)).thenThrows(EmployerNotFoundError);
  });
});
