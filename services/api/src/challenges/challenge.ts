import type { DomainEvent } from '@fast-track/shared/event-store/types';
import type { ChallengeLanguages } from '@fast-track/shared/challenges/challenge-languages';

// A firm's ranked challenge (docs/challenges.md): one stream per challenge (`challenge-<id>`). The author's
// content — answers, expressions and rubrics included — lives only in these events and the firm's read rows; what a
// student sees is derived from it field by field (student-view.ts), never by removing fields from it.

export const taskKinds = ['single', 'multiple', 'numeric', 'ordering', 'written'] as const;
export type TaskKind = (typeof taskKinds)[number];
export const challengeSeries = ['induction', 'intro'] as const;
export type ChallengeSeries = (typeof challengeSeries)[number];

export interface Choice {
  id: string;
  text: string;
}
export interface NumericParam {
  name: string;
  min: number;
  max: number;
  step: number;
}
export interface RubricCriterion {
  id: string;
  criterion: string;
  points: number;
}

interface TaskBase {
  id: string;
  prompt: string;
  points: number;
  /** Plain text for students who submitted, once the window has closed (result.view.ts); optional, older events lack it. */
  modelAnswer?: string;
  /** The firm's note on the task, shown with the model answer under the same rule. */
  feedback?: string;
}
export type SingleTask = TaskBase & { kind: 'single'; options: Choice[]; correct: string | null };
export type MultipleTask = TaskBase & { kind: 'multiple'; options: Choice[]; correct: string[] };
export type NumericTask = TaskBase & {
  kind: 'numeric';
  params: NumericParam[];
  answer: string;
  tolerance: { mode: 'absolute' | 'relative'; value: number };
  unit: string;
};
/** `items` are in the correct order; every attempt sees them shuffled. */
export type OrderingTask = TaskBase & { kind: 'ordering'; items: Choice[] };
export type WrittenTask = TaskBase & { kind: 'written'; maxLength: number; rubric: RubricCriterion[] };
export type Task = SingleTask | MultipleTask | NumericTask | OrderingTask | WrittenTask;

export interface Material {
  html: string;
  images: { url: string; alt: string }[];
  files: { url: string; name: string; size: number; contentType: string }[];
}

/**
 * What the builder saves: a draft may be incomplete (nulls, few tasks); publishing needs it whole (challenge.rules.ts).
 * The texts are the source language's; `sourceLanguage` (absent: English) and `translations` (the other versions,
 * absent: none) are kept only when used (docs/challenges.md § Languages).
 */
export interface ChallengeContent extends ChallengeLanguages {
  title: string;
  track: string | null;
  series: ChallengeSeries | null;
  summary: string;
  learn: string[];
  minutes: number | null;
  opensAt: string | null;
  closesAt: string | null;
  material: Material;
  tasks: Task[];
}

/** A published version: every field present. */
export type PublishedContent = ChallengeContent & { track: string; minutes: number; opensAt: string; closesAt: string };

// ── Events ──────────────────────────────────────────────────────────────────────────────────────────────
export type ChallengeDrafted = DomainEvent<'ChallengeDrafted', { challengeId: string; companyId: string; content: ChallengeContent; by: string; at: string }>;
export type ChallengeDraftSaved = DomainEvent<'ChallengeDraftSaved', { challengeId: string; content: ChallengeContent; by: string; at: string }>;
export type ChallengePublished = DomainEvent<
  'ChallengePublished',
  { challengeId: string; companyId: string; contentVersion: number; content: PublishedContent; by: string; at: string }
>;
export type ChallengeClosed = DomainEvent<'ChallengeClosed', { challengeId: string; by: string; at: string }>;
export type ChallengeInviteCreated = DomainEvent<'ChallengeInviteCreated', { challengeId: string; link: string; by: string; at: string }>;
/** A challenge no student ever saw, thrown away by its company: the stream ends here and the read rows go. */
export type ChallengeDraftDeleted = DomainEvent<'ChallengeDraftDeleted', { challengeId: string; by: string; at: string }>;

export type ChallengeEvent = ChallengeDrafted | ChallengeDraftSaved | ChallengePublished | ChallengeClosed | ChallengeInviteCreated | ChallengeDraftDeleted;

// ── State ───────────────────────────────────────────────────────────────────────────────────────────────
export type ChallengeState =
  | { status: 'none'; version: 0 }
  | { status: 'deleted'; version: number }
  | { status: 'draft' | 'published' | 'closed'; challengeId: string; companyId: string; version: number; contentVersion: number; closesAt: string | null };

export const initialChallengeState = (): ChallengeState => ({ status: 'none', version: 0 });

/** `version` counts the stream's events: the ETag an editor sends back. */
export function evolveChallenge(state: ChallengeState, event: ChallengeEvent): ChallengeState {
  const version = state.version + 1;
  if (event.type === 'ChallengeDrafted') {
    return { status: 'draft', challengeId: event.data.challengeId, companyId: event.data.companyId, version, contentVersion: 0, closesAt: null };
  }
  if (state.status === 'none' || state.status === 'deleted') return state;
  switch (event.type) {
    case 'ChallengeDraftSaved':
    case 'ChallengeInviteCreated':
      return { ...state, version };
    case 'ChallengePublished':
      return { ...state, status: 'published', version, contentVersion: event.data.contentVersion, closesAt: event.data.content.closesAt };
    case 'ChallengeClosed':
      return { ...state, status: 'closed', version, closesAt: event.data.at };
    case 'ChallengeDraftDeleted':
      return { status: 'deleted', version };
  }
}

export const challengeStreamId = (challengeId: string): string => `challenge-${challengeId}`;

export const emptyContent = (title: string): ChallengeContent => ({
  title,
  track: null,
  series: null,
  summary: '',
  learn: [],
  minutes: null,
  opensAt: null,
  closesAt: null,
  material: { html: '', images: [], files: [] },
  tasks: [],
});
