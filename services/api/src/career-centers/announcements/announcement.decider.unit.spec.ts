import { ConflictError, ValidationError } from '@fast-track/shared/errors';
import { deciderSpec } from '@fast-track/shared/event-store/decider-spec';
import { describe, expect, it } from 'vitest';
import { textFor, type AnnouncementEvent, type AnnouncementText } from './announcement.ts';
import { announcementDecider, announcementSubscriptionDecider, NoRecipientsError, type SendAnnouncement } from './announcement.decider.ts';

const now = '2026-11-29T09:00:00.000Z';
const announcementId = 'a0000000-0000-4000-8000-000000000001';
const organisationId = 'c0000000-0000-4000-8000-000000000001';
const en: AnnouncementText = { lng: 'en', subject: 'Career fair', body: 'Join us on Friday.' };
const de: AnnouncementText = { lng: 'de', subject: 'Karrieremesse', body: 'Komm am Freitag.' };
const audience = { yearOfStudy: 'Third Year', track: null };
const send = (texts: AnnouncementText[], recipients = 12): SendAnnouncement => ({
  type: 'SendAnnouncement',
  data: { announcementId, organisationId, by: 'u1', audience, texts, recipients, now },
});
const sent = (texts: AnnouncementText[], recipients = 12): AnnouncementEvent => ({
  type: 'AnnouncementSent',
  data: { announcementId, organisationId, by: 'u1', audience, texts, recipients, at: now },
});

describe('announcement decider', () => {
  const spec = deciderSpec(announcementDecider);
  it('sends once, in one or two different languages, to at least one student', () => {
    spec.given([]).when(send([de, en])).then([sent([de, en])]);
    spec.given([]).when(send([en])).then([sent([en])]);
    spec.given([sent([en])]).when(send([en])).thenThrows(ConflictError);
    spec.given([]).when(send([])).thenThrows(ValidationError);
    spec.given([]).when(send([en, { ...en, subject: 'Again' }])).thenThrows(ValidationError);
    spec.given([]).when(send([en, de, { lng: 'fr', subject: 'Salon', body: 'Viens.' }])).thenThrows(ValidationError);
    spec.given([]).when(send([en], 0)).thenThrows(NoRecipientsError);
  });
});

describe('announcement subscription decider', () => {
  const spec = deciderSpec(announcementSubscriptionDecider);
  const studentId = 's0000000-0000-4000-8000-000000000001';
  const change = (subscribed: boolean, via: 'link' | 'settings' = 'link') => ({ type: 'ChangeAnnouncementSubscription' as const, data: { studentId, subscribed, via, now } });
  const unsubscribed = { type: 'AnnouncementsUnsubscribed' as const, data: { studentId, via: 'link' as const, at: now } };
  const resubscribed = { type: 'AnnouncementsResubscribed' as const, data: { studentId, at: now } };
  it('unsubscribing is a fact; the link used again records nothing new', () => {
    spec.given([]).when(change(false)).then([unsubscribed]);
    spec.given([unsubscribed]).when(change(false)).then([]);
  });
  it('the student resubscribes in settings; subscribing when subscribed is nothing', () => {
    spec.given([unsubscribed]).when(change(true, 'settings')).then([resubscribed]);
    spec.given([]).when(change(true, 'settings')).then([]);
    spec.given([unsubscribed, resubscribed]).when(change(false, 'settings')).then([{ ...unsubscribed, data: { ...unsubscribed.data, via: 'settings' } }]);
  });
});

describe('the text a student reads', () => {
  it('is the one in their language, else the center’s first', () => {
    expect(textFor([de, en], 'en')).toBe(en);
    expect(textFor([de, en], 'en-GB')).toBe(en);
    expect(textFor([de, en], 'pl')).toBe(de);
    expect(textFor([de, en], null)).toBe(de);
  });
});
