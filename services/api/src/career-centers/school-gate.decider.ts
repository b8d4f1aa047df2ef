import { NotFoundError, ValidationError } from '@fast-track/shared/errors';
import type { Decider, DomainCommand } from '@fast-track/shared/event-store/types';
import {
  contactsMax,
  declineReasonMax,
  evolveSchoolGate,
  initialSchoolGateState,
  notesMax,
  type PostingKind,
  type PostingMode,
  type RelationshipStatus,
  type SchoolGateEvent,
  type SchoolGateState,
} from './school-gate.ts';

export class PostingNotFoundError extends NotFoundError {
  override readonly code = 'POSTING_NOT_FOUND';
}
export class EmployerNotFoundError extends NotFoundError {
  override readonly code = 'EMPLOYER_NOT_FOUND';
}

type Base = { centerId: string; by: string; now: string };
/**
 * `posting`: what the route found — the employer posting of this kind and its company, or null when there is no such
 * published employer posting (a draft, another host's item, an unknown id).
 */
type PostingFound = { posting: { postingId: string; companyId: string } | null; kind: PostingKind };
export type SetPostingMode = DomainCommand<'SetPostingMode', Base & { kind: PostingKind; mode: PostingMode }>;
export type ApprovePosting = DomainCommand<'ApprovePosting', Base & PostingFound>;
export type DeclinePosting = DomainCommand<'DeclinePosting', Base & PostingFound & { reason: string }>;
/** `companyId`: the employer the route found by its link, or null when there is none. */
export type SetEmployerRelationship = DomainCommand<
  'SetEmployerRelationship',
  Base & { companyId: string | null; status: RelationshipStatus; notes: string; contacts: string }
>;
export type SchoolGateCommand = SetPostingMode | ApprovePosting | DeclinePosting | SetEmployerRelationship;

const tooLong = (field: string, max: number) => new ValidationError(`${field}: at most ${max} characters`, [{ path: field, message: `at most ${max} characters` }]);
const length = (text: string): number => [...text].length;

export const schoolGateDecider: Decider<SchoolGateState, SchoolGateCommand, SchoolGateEvent> = {
  initialState: initialSchoolGateState,
  evolve: evolveSchoolGate,
  decide(command, state) {
    const { centerId, by, now: at } = command.data;
    switch (command.type) {
      case 'SetPostingMode': {
        const { kind, mode } = command.data;
        if (state.modes[kind] === mode) return [];
        return [{ type: 'PostingModeSet', data: { centerId, kind, mode, by, at } }];
      }
      case 'ApprovePosting': {
        const { posting, kind } = command.data;
        if (!posting) throw new PostingNotFoundError(`No such published employer ${kind}.`);
        if (state.decisions[posting.postingId] === 'approved') return [];
        return [{ type: 'PostingApproved', data: { centerId, kind, postingId: posting.postingId, companyId: posting.companyId, by, at } }];
      }
      case 'DeclinePosting': {
        const { posting, kind } = command.data;
        const reason = command.data.reason.trim();
        if (!reason) throw new ValidationError('reason: say why, for the company', [{ path: 'reason', message: 'required' }]);
        if (length(reason) > declineReasonMax) throw tooLong('reason', declineReasonMax);
        if (!posting) throw new PostingNotFoundError(`No such published employer ${kind}.`);
        // A second decline is not a second mail: the company was told once.
        if (state.decisions[posting.postingId] === 'declined') return [];
        return [{ type: 'PostingDeclined', data: { centerId, kind, postingId: posting.postingId, companyId: posting.companyId, reason, by, at } }];
      }
      case 'SetEmployerRelationship': {
        const { companyId, status } = command.data;
        const notes = command.data.notes.trim();
        const contacts = command.data.contacts.trim();
        if (length(notes) > notesMax) throw tooLong('notes', notesMax);
        if (length(contacts) > contactsMax) throw tooLong('contacts', contactsMax);
        if (!companyId) throw new EmployerNotFoundError('No such employer.');
        const before = state.relationships[companyId];
        if (before && before.status === status && before.notes === notes && before.contacts === contacts) return [];
        if (!before && status === 'neutral' && !notes && !contacts) return [];
        return [{ type: 'EmployerRelationshipSet', data: { centerId, companyId, status, notes, contacts, by, at } }];
      }
    }
  },
};
