import type { DomainEvent } from '@fast-track/shared/event-store/types';

// What a career center lets through to its students (issue 26 parts 2 and 3, docs/host-areas.md). One stream per
// center (`school-gate-<center>`): its review mode per kind, its decisions on employer postings, and its relationship
// with each employer. Every fact names the staff member who made it (`by`).

export const postingKinds = ['job', 'event', 'challenge'] as const;
export type PostingKind = (typeof postingKinds)[number];
/** `publish`: an employer posting reaches the students at once; `review`: only once a staff member approved it. */
export const postingModes = ['publish', 'review'] as const;
export type PostingMode = (typeof postingModes)[number];
export const relationshipStatuses = ['partner', 'neutral', 'blocked'] as const;
export type RelationshipStatus = (typeof relationshipStatuses)[number];
export type Decision = 'approved' | 'declined';

export const declineReasonMax = 1000;
export const notesMax = 5000;
export const contactsMax = 2000;

export type PostingModeSet = DomainEvent<'PostingModeSet', { centerId: string; kind: PostingKind; mode: PostingMode; by: string; at: string }>;
export type PostingApproved = DomainEvent<'PostingApproved', { centerId: string; kind: PostingKind; postingId: string; companyId: string; by: string; at: string }>;
export type PostingDeclined = DomainEvent<
  'PostingDeclined',
  { centerId: string; kind: PostingKind; postingId: string; companyId: string; reason: string; by: string; at: string }
>;
export type EmployerRelationshipSet = DomainEvent<
  'EmployerRelationshipSet',
  { centerId: string; companyId: string; status: RelationshipStatus; notes: string; contacts: string; by: string; at: string }
>;
export type SchoolGateEvent = PostingModeSet | PostingApproved | PostingDeclined | EmployerRelationshipSet;

export interface Relationship {
  status: RelationshipStatus;
  notes: string;
  contacts: string;
}

export interface SchoolGateState {
  modes: Readonly<Record<PostingKind, PostingMode>>;
  decisions: Readonly<Record<string, Decision>>;
  relationships: Readonly<Record<string, Relationship>>;
}

export const initialSchoolGateState = (): SchoolGateState => ({ modes: { job: 'publish', event: 'publish', challenge: 'publish' }, decisions: {}, relationships: {} });

export function evolveSchoolGate(state: SchoolGateState, event: SchoolGateEvent): SchoolGateState {
  switch (event.type) {
    case 'PostingModeSet':
      return { ...state, modes: { ...state.modes, [event.data.kind]: event.data.mode } };
    case 'PostingApproved':
      return { ...state, decisions: { ...state.decisions, [event.data.postingId]: 'approved' } };
    case 'PostingDeclined':
      return { ...state, decisions: { ...state.decisions, [event.data.postingId]: 'declined' } };
    case 'EmployerRelationshipSet': {
      const { status, notes, contacts } = event.data;
      return { ...state, relationships: { ...state.relationships, [event.data.companyId]: { status, notes, contacts } } };
    }
  }
}

export const schoolGateStreamId = (centerId: string): string => `school-gate-${centerId}`;
