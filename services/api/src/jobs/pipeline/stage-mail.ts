import type { DomainEvent } from '@fast-track/shared/event-store/types';
import type { Stage } from '../application.ts';

// The mails an organisation sends when it moves an application to a stage, written by its members: a subject and
// a body per stage and per language, on one stream per organisation (`stage-mails-<organisationId>`). A student is
// mailed the template in their own language; without one, the built-in translated `application-stage` text
// (docs/jobs.md § Stage mails). The texts are the company's, not personal data, so they live in the events.

/** The stages a company may write a mail for: every stage it moves an application to. */
export const mailStages = ['shortlisted', 'interview', 'offer', 'rejected'] as const satisfies readonly Stage[];
export type MailStage = (typeof mailStages)[number];
export const mailLanguages = ['en', 'de', 'fr', 'pl', 'es', 'it'] as const;
export type MailLanguageCode = (typeof mailLanguages)[number];

/** The placeholders a body or subject may use; each is filled per student at send time. */
export const mailPlaceholders = ['name', 'jobTitle', 'companyName'] as const;

export type StageMailSaved = DomainEvent<
  'StageMailSaved',
  { organisationId: string; stage: MailStage; lng: MailLanguageCode; subject: string; body: string; by: string; savedAt: string }
>;
export type StageMailRemoved = DomainEvent<'StageMailRemoved', { organisationId: string; stage: MailStage; lng: MailLanguageCode; by: string; removedAt: string }>;
export type StageMailEvent = StageMailSaved | StageMailRemoved;

export interface StageMailState {
  /** `<stage>:<lng>` → the saved text. */
  templates: Readonly<Record<string, { subject: string; body: string }>>;
}

export const templateKey = (stage: MailStage, lng: MailLanguageCode): string => `${stage}:${lng}`;

export function evolveStageMail(state: StageMailState, event: StageMailEvent): StageMailState {
  const key = templateKey(event.data.stage, event.data.lng);
  switch (event.type) {
    case 'StageMailSaved':
      return { templates: { ...state.templates, [key]: { subject: event.data.subject, body: event.data.body } } };
    case 'StageMailRemoved': {
      const { [key]: _removed, ...rest } = state.templates;
      return { templates: rest };
    }
  }
}

export const stageMailStreamId = (organisationId: string): string => `stage-mails-${organisationId}`;
