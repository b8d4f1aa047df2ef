import { deciderSpec } from '@fast-track/shared/event-store/decider-spec';
import { ValidationError } from '@fast-track/shared/errors';
import { describe, it } from 'vitest';
import { stageMailDecider, type StageMailCommand } from './stage-mail.decider.ts';
import type { MailLanguageCode, MailStage, StageMailEvent } from './stage-mail.ts';

const organisationId = 'c0000000-0000-4000-8000-000000000001';
const now = '2026-11-29T12:00:00.000Z';
const spec = deciderSpec(stageMailDecider);
const save = (subject: string, body: string, stage: MailStage = 'rejected', lng: MailLanguageCode = 'de'): StageMailCommand => ({
  type: 'SaveStageMail',
  data: { organisationId, stage, lng, subject, body, by: 'e1', now },
});
const saved = (subject: string, body: string, stage: MailStage = 'rejected', lng: MailLanguageCode = 'de'): StageMailEvent => ({
  type: 'StageMailSaved',
  data: { organisationId, stage, lng, subject, body, by: 'e1', savedAt: now },
});
const remove = (stage: MailStage = 'rejected', lng: MailLanguageCode = 'de'): StageMailCommand => ({ type: 'RemoveStageMail', data: { organisationId, stage, lng, by: 'e1', now } });
const removed: StageMailEvent = { type: 'StageMailRemoved', data: { organisationId, stage: 'rejected', lng: 'de', by: 'e1', removedAt: now } };

describe('stage mail decider', () => {
  it('saves a trimmed template per stage and language; saving the same text again changes nothing', () => {
    spec.given([]).when(save(' Absage ', ' Hallo {{name}} ')).then([saved('Absage', 'Hallo {{name}}')]);
    spec.given([saved('Absage', 'Hallo')]).when(save('Absage', 'Hallo')).thenNothingHappened();
    spec.given([saved('Absage', 'Hallo')]).when(save('Absage', 'Guten Tag')).then([saved('Absage', 'Guten Tag')]);
    // Another language of the same stage is another template.
    spec.given([saved('Absage', 'Hallo')]).when(save('Absage', 'Hallo', 'rejected', 'fr')).then([saved('Absage', 'Hallo', 'rejected', 'fr')]);
  });

  it('refuses an empty or too long subject or body, an unknown stage or language', () => {
    spec.given([]).when(save('  ', 'Body')).thenThrows(ValidationError);
    spec.given([]).when(save('Subject', '')).thenThrows(ValidationError);
    spec.given([]).when(save('s'.repeat(151), 'Body')).thenThrows(ValidationError);
    spec.given([]).when(save('Subject', 'b'.repeat(4001))).thenThrows(ValidationError);
    spec.given([]).when(save('Subject', 'Body', 'applied' as MailStage)).thenThrows(ValidationError);
    spec.given([]).when(save('Subject', 'Body', 'rejected', 'xx' as MailLanguageCode)).thenThrows(ValidationError);
  });

  it('removes a template once; removing what is not there changes nothing', () => {
    spec.given([saved('Absage', 'Hallo')]).when(remove()).then([removed]);
    spec.given([saved('Absage', 'Hallo'), removed]).when(remove()).thenNothingHappened();
    spec.given([]).when(remove()).thenNothingHappened();
  });
});
