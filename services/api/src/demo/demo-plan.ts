import type { RegisterCompany } from '../companies/index.ts';
import type { AddQuestion, EventDetails, JoinEvent, PublishEvent, UpvoteQuestion } from '../events/index.ts';
import { demoDescription, demoQuestions, formatsBySector } from './demo-catalog.ts';
import { companyLogo, demoCompanies, demoVenues } from './demo-companies.ts';
import { seededRandom, slugify, stableUuid } from './demo-random.ts';
import { zonedTimeToUtc } from './zoned-time.ts';

export interface DemoPlan {
  companies: RegisterCompany[];
  events: PublishEvent[];
  interactions: (AddQuestion | UpvoteQuestion | JoinEvent)[];
}

const eventCount = 40;
const horizonDays = 90;
const demoUsers = Array.from({ length: 24 }, (_, i) => `demo-student-${String(i + 1).padStart(2, '0')}`);
const dayMs = 86_400_000;

/**
 * The demo as commands, relative to `now`: ~40 events over the next three months (the first few within three
 * days, so the red "soon" styling shows), for all three kinds, with questions, upvotes and participants.
 * Content depends only on the UTC date of `now`; only an event that would already be over today moves later.
 */
export function buildDemoPlan(now: Date): DemoPlan {
  const day = now.toISOString().slice(0, 10);
  const random = seededRandom(`fast-track-demo:${day}`);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  const at = now.toISOString();
  const today = Date.parse(`${day}T00:00:00.000Z`);

  const companies: RegisterCompany[] = demoCompanies.map((c) => ({
    type: 'RegisterCompany',
    data: { companyId: stableUuid(`company:${c.slug}`), slug: c.slug, name: c.name, logo: companyLogo(c.slug), now: at },
  }));

  const events: PublishEvent[] = [];
  const interactions: DemoPlan['interactions'] = [];
  for (let i = 0; i < eventCount; i++) {
    const company = demoCompanies[i % demoCompanies.length]!;
    // Each host cycles through its formats and venues, so every kind and both placeId-only venues appear.
    const round = Math.floor(i / demoCompanies.length);
    const formats = formatsBySector[company.sector];
    const format = formats[round % formats.length]!;
    const venue = demoVenues[company.homeVenues[round % company.homeVenues.length]!]!;
    const offsetDays = i < 3 ? i : 3 + Math.floor(((i - 3) * (horizonDays - 3)) / (eventCount - 3));
    const date = new Date(today + offsetDays * dayMs);
    const hour = format.kind === 'Live Stream' ? 17 + Math.floor(random() * 2) : format.kind === 'Job Closings' ? 23 : 9 + Math.floor(random() * 6);
    let start = zonedTimeToUtc(
      { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate(), hour, minute: format.kind === 'Job Closings' ? 0 : pick([0, 30]) },
      venue.timezone,
    ).getTime();
    // An early slot that is already (nearly) over today moves to the same local time on the next day.
    while (start < now.getTime() + 3_600_000) start += dayMs;
    const eventId = stableUuid(`event:${day}:${i}`);
    const online = format.kind !== 'Physical Event';
    const details: EventDetails = {
      eventId,
      link: `${company.slug}-${slugify(format.title)}-${eventId.slice(0, 4)}`,
      title: format.title,
      type: format.kind,
      img: `/images/events/cover-${(i % 8) + 1}.svg`,
      description: demoDescription(company, format, venue.label.split(', ').at(-1) ?? venue.label),
      startTime: new Date(start).toISOString(),
      endTime: new Date(start + format.hours * 3_600_000).toISOString(),
      timezone: venue.timezone,
      virtualLink:
        format.kind === 'Live Stream'
          ? `https://meet.example.com/${company.slug}-${eventId.slice(0, 8)}`
          : format.kind === 'Job Closings'
            ? `https://careers.example.com/${company.slug}/apply`
            : null,
      physicalLocation: online ? null : { label: venue.label, lat: venue.lat, lng: venue.lng, placeId: venue.placeId },
      approval: format.approval,
      schoolYear: format.schoolYear,
      relevantCourses: format.relevantCourses,
      targetGroups: format.targetGroups,
      host: { companyId: stableUuid(`company:${company.slug}`), name: company.name, logo: companyLogo(company.slug) },
    };
    events.push({ type: 'PublishEvent', data: { details, now: at } });

    const questionCount = Math.floor(random() * 4);
    for (let q = 0; q < questionCount; q++) {
      const questionId = stableUuid(`question:${eventId}:${q}`);
      const asker = pick(demoUsers);
      interactions.push({ type: 'AddQuestion', data: { eventId, questionId, text: pick(demoQuestions), askedBy: asker, now: at } });
      const upvoters = demoUsers.filter(() => random() < 0.25);
      for (const userId of upvoters) interactions.push({ type: 'UpvoteQuestion', data: { eventId, questionId, userId, now: at } });
    }
    for (const userId of demoUsers.filter(() => random() < 0.2)) {
      interactions.push({ type: 'JoinEvent', data: { eventId, userId, now: at } });
    }
  }
  return { companies, events, interactions };
}
