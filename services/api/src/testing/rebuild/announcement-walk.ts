import type { Decider, DomainEvent } from '@fast-track/shared/event-store/types';
import {
  announcementDecider,
  announcementStreamId,
  announcementSubscriptionDecider,
  announcementSubscriptionStreamId,
  type AnnouncementText,
  type ChangeAnnouncementSubscription,
  type SendAnnouncement,
} from '../../career-centers/index.ts';
import { stableUuid } from '../../demo/demo-random.ts';
import type { RebuildWorld } from './rebuild-world.ts';

/** Career center announcements (sent once, some to nobody: refused) and students unsubscribing and resubscribing. */
export async function announcementWalk(w: RebuildWorld): Promise<void> {
  const { random, pick, start, run, accountIds, pickOrganisation } = w;
  const sent: string[] = [];
  const texts = (step: number): AnnouncementText[] => {
    const en: AnnouncementText = { lng: 'en', subject: `Fair ${step}`, body: `Come on day ${step}.` };
    return random() < 0.5 ? [{ lng: 'de', subject: `Messe ${step}`, body: `Komm am Tag ${step}.` }, en] : [en];
  };
  for (let step = 0; step < 30; step++) {
    const now = new Date(start + (1500 + step) * 1000).toISOString();
    if (random() < 0.5) {
      // A new id mostly; sometimes one already sent (refused).
      const announcementId = sent.length > 0 && random() < 0.15 ? pick(sent) : stableUuid(`rebuild-announcement-${step}`);
      const audience = { yearOfStudy: random() < 0.3 ? 'finalYear' : null, track: random() < 0.3 ? 'Finance' : null };
      const recipients = random() < 0.15 ? 0 : 1 + Math.floor(random() * 40);
      const command: SendAnnouncement = { type: 'SendAnnouncement', data: { announcementId, organisationId: pickOrganisation(), by: pick(accountIds), audience, texts: texts(step), recipients, now } };
      await run(announcementStreamId(announcementId), announcementDecider as Decider<unknown, SendAnnouncement, DomainEvent>, command);
      if (recipients > 0) sent.push(announcementId);
    } else {
      const studentId = pick(accountIds);
      const command: ChangeAnnouncementSubscription = {
        type: 'ChangeAnnouncementSubscription',
        data: { studentId, subscribed: random() < 0.4, via: random() < 0.5 ? 'link' : 'settings', now },
      };
      await run(announcementSubscriptionStreamId(studentId), announcementSubscriptionDecider as Decider<unknown, ChangeAnnouncementSubscription, DomainEvent>, command);
    }
  }
  // Both subscription facts at least once (the walk above may miss one).
  const studentId = stableUuid('rebuild-announcement-student');
  const now = new Date(start + 1600 * 1000).toISOString();
  const change = (subscribed: boolean): ChangeAnnouncementSubscription => ({ type: 'ChangeAnnouncementSubscription', data: { studentId, subscribed, via: 'link', now } });
  for (const subscribed of [false, true, false]) {
    await run(announcementSubscriptionStreamId(studentId), announcementSubscriptionDecider as Decider<unknown, ChangeAnnouncementSubscription, DomainEvent>, change(subscribed));
  }
}
