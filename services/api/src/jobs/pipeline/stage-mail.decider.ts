import { pipelineLimits } from '@fast-track/shared/jobs/pipeline-limits';
import { ValidationError } from '@fast-track/shared/errors';
import type { Decider, DomainCommand } from '@fast-track/shared/event-store/types';
import { evolveStageMail, mailLanguages, mailStages, templateKey, type MailLanguageCode, type MailStage, type StageMailEvent, type StageMailState } from './stage-mail.ts';

type Key = { organisationId: string; stage: MailStage; lng: MailLanguageCode; by: string; now: string };
export type SaveStageMail = DomainCommand<'SaveStageMail', Key & { subject: string; body: string }>;
export type RemoveStageMail = DomainCommand<'RemoveStageMail', Key>;
export type StageMailCommand = SaveStageMail | RemoveStageMail;

const count = (s: string): number => [...s].length;

export const stageMailDecider: Decider<StageMailState, StageMailCommand, StageMailEvent> = {
  initialState: () => ({ templates: {} }),
  evolve: evolveStageMail,
  decide(command, { templates }) {
    const { organisationId, stage, lng, by, now } = command.data;
    if (!(mailStages as readonly string[]).includes(stage)) throw new ValidationError(`stage: one of ${mailStages.join(', ')}`);
    if (!(mailLanguages as readonly string[]).includes(lng)) throw new ValidationError(`lng: one of ${mailLanguages.join(', ')}`);
    const current = templates[templateKey(stage, lng)];
    switch (command.type) {
      case 'SaveStageMail': {
        const subject = command.data.subject.trim();
        const body = command.data.body.trim();
        if (subject.length === 0 || count(subject) > pipelineLimits.mailSubjectLength) throw new ValidationError(`subject: 1 to ${pipelineLimits.mailSubjectLength} characters`);
        if (body.length === 0 || count(body) > pipelineLimits.mailBodyLength) throw new ValidationError(`body: 1 to ${pipelineLimits.mailBodyLength} characters`);
        if (current && current.subject === subject && current.body === body) return [];
        return [{ type: 'StageMailSaved', data: { organisationId, stage, lng, subject, body, by, savedAt: now } }];
      }
      case 'RemoveStageMail':
        // Removing what is not there (a second click) changes nothing: the built-in text already applies.
        if (!current) return [];
        return [{ type: 'StageMailRemoved', data: { organisationId, stage, lng, by, removedAt: now } }];
    }
  },
};
