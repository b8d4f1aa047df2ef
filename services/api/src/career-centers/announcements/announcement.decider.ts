import { ConflictError, ValidationError } from '@fast-track/shared/errors';
import type { Decider, DomainCommand } from '@fast-track/shared/event-store/types';
import {
  maxAnnouncementTexts,
  type AnnouncementAudience,
  type AnnouncementEvent,
  type AnnouncementSubscriptionEvent,
  type AnnouncementText,
} from './announcement.ts';

export class NoRecipientsError extends ConflictError {
  override readonly code = 'NO_RECIPIENTS';
}

export type SendAnnouncement = DomainCommand<
  'SendAnnouncement',
  { announcementId: string; organisationId: string; by: string; audience: AnnouncementAudience; texts: AnnouncementText[]; recipients: number; now: string }
>;

/** An announcement is sent once, to at least one student, in one or two different languages. */
export const announcementDecider: Decider<{ sent: boolean }, SendAnnouncement, AnnouncementEvent> = {
  initialState: () => ({ sent: false }),
  evolve: () => ({ sent: true }),
  decide(command, state) {
    const { announcementId, organisationId, by, audience, texts, recipients, now } = command.data;
    if (state.sent) throw new ConflictError('This announcement was sent already.');
    if (texts.length === 0 || texts.length > maxAnnouncementTexts) throw new ValidationError(`Write the announcement in one or ${maxAnnouncementTexts} languages.`);
    if (new Set(texts.map((t) => t.lng)).size !== texts.length) throw new ValidationError('Each language once.');
    if (recipients < 1) throw new NoRecipientsError('No student of your university matches this audience (or all of them unsubscribed).');
    return [{ type: 'AnnouncementSent', data: { announcementId, organisationId, by, audience, texts, recipients, at: now } }];
  },
};

export type ChangeAnnouncementSubscription = DomainCommand<
  'ChangeAnnouncementSubscription',
  { studentId: string; subscribed: boolean; via: 'link' | 'settings'; now: string }
>;

/**
 * A student's choice to get announcement mails (subscribed unless they said otherwise). Unsubscribing twice (the link
 * opened again) records nothing new, so the link is safe to use any number of times.
 */
export const announcementSubscriptionDecider: Decider<{ subscribed: boolean }, ChangeAnnouncementSubscription, AnnouncementSubscriptionEvent> = {
  initialState: () => ({ subscribed: true }),
  evolve: (_state, event) => ({ subscribed: event.type === 'AnnouncementsResubscribed' }),
  decide(command, state) {
    const { studentId, subscribed, via, now } = command.data;
    if (subscribed === state.subscribed) return [];
    return subscribed
      ? [{ type: 'AnnouncementsResubscribed', data: { studentId, at: now } }]
      : [{ type: 'AnnouncementsUnsubscribed', data: { studentId, via, at: now } }];
  },
};
