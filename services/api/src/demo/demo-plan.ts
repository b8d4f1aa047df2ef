import type { AccountCommand } from '../accounts/index.ts';
import type { ApplyToEvent, CreateEvent, EventDetails, EventKind, JoinEvent, MarkQuestionAnswered, PostQuestion, SetUpvote } from '../events/index.ts';
import type { OrganisationCommand } from '../organisations/index.ts';
import { demoAbout, demoDescription, demoQuestions, formatsBySector } from './demo-catalog.ts';
import { companyLogo, demoCompanies, demoVenues } from './demo-companies.ts';
import { seededRandom, slugify, stableUuid } from './demo-random.ts';
import { zoneOffsetMs, zonedTimeToUtc } from '@fast-track/shared/zoned-time';

/**
 * The demo as the commands people's actions give: each host company is an approved organisation with an employer
 * member (an account nobody can sign in to: it has no identity row), who publishes the company's events; students
 * ask, vote, join and request on their own streams; hosts answer some questions.
 */
export interface DemoPlan {
  members: Extract<AccountCommand, { type: 'RegisterAccount' }>[];
  companies: Extract<OrganisationCommand, { type: 'CreateOrganisation' }>[];
  events: CreateEvent[];
  interactions: (PostQuestion | SetUpvote | JoinEvent | ApplyToEvent | MarkQuestionAnswered)[];
}

/** The employer account that acts for a demo company. */
export const demoMemberId = (slug: string): string => stableUuid(`demo-member:${slug}`);

const eventCount = 40;
const horizonDays = 90;
const demoUsers = Array.from({ length: 24 }, (_, i) => `demo-student-${String(i + 1).padStart(2, '0')}`);
const dayMs = 86_400_000;
/**
 * The kind of the i-th event (events run in date order). Five steps against eight hosts: every host gets every
 * kind, and one event in five is a Job Closing, spread evenly over the three months rather than bunched together.
 */
const kindBeat: readonly EventKind[] = ['Physical Event', 'Live Stream', 'Job Closings', 'Live Stream', 'Physical Event'];

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

  const members: DemoPlan['members'] = demoCompanies.map((c) => ({
    type: 'RegisterAccount',
    data: { accountId: demoMemberId(c.slug), kind: 'employer', method: 'cli', now: at },
  }));
  // Created approved: the seed is the operator, who would otherwise approve them at once.
  const companies: DemoPlan['companies'] = demoCompanies.map((c) => ({
    type: 'CreateOrganisation',
    data: {
      organisationId: stableUuid(`company:${c.slug}`),
      kind: 'company',
      name: c.name,
      profile: { website: `https://www.${c.slug}.example.com`, industry: c.industry, size: c.size, country: c.country, logo: companyLogo(c.slug), description: demoAbout(c) },
      university: null,
      emailDomain: null,
      status: 'active',
      createdBy: demoMemberId(c.slug),
      now: at,
    },
  }));

  const events: CreateEvent[] = [];
  const interactions: DemoPlan['interactions'] = [];
  let physicalCount = 0;
  const turns = new Map<string, number>();
  for (let i = 0; i < eventCount; i++) {
    const company = demoCompanies[i % demoCompanies.length]!;
    // Hosts take turns; each cycles through its venues (so both placeId-only venues appear) and, per kind, its formats.
    const kind = kindBeat[i % kindBeat.length]!;
    const options = formatsBySector[company.sector].filter((f) => f.kind === kind);
    const turn = `${company.slug}:${kind}`;
    const taken = turns.get(turn) ?? 0;
    turns.set(turn, taken + 1);
    // Hosts of one sector start at different formats, so the same title does not run twice in one week.
    const peer = demoCompanies.filter((c) => c.sector === company.sector).indexOf(company);
    const format = options[(taken + peer) % options.length]!;
    const venue = demoVenues[company.homeVenues[taken % company.homeVenues.length]!]!;
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
    const local = new Date(start + zoneOffsetMs(start, venue.timezone));
    const title = format.title({ year: local.getUTCFullYear(), month: local.getUTCMonth() + 1 }, peer);
    // Most on-site events are open; about one in three reviews registrations first.
    const approval = !online && physicalCount++ % 3 === 0;
    const details: EventDetails = {
      eventId,
      link: `${company.slug}-${slugify(title)}-${eventId.slice(0, 4)}`,
      title,
      type: format.kind,
      img: `/images/events/cover-${(i % 8) + 1}.svg`,
      description: demoDescription(company, { title, kind: format.kind, approval }, venue.label.split(', ').at(-1) ?? venue.label),
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
      approval,
      schoolYear: format.schoolYear,
      relevantCourses: format.relevantCourses,
      targetGroups: format.targetGroups,
      host: { companyId: stableUuid(`company:${company.slug}`), name: company.name, logo: companyLogo(company.slug) },
    };
    const member = demoMemberId(company.slug);
    events.push({ type: 'CreateEvent', data: { details, publish: true, companyApproved: true, by: member, now: at } });

    const questionCount = Math.floor(random() * 4);
    for (let q = 0; q < questionCount; q++) {
      const questionId = stableUuid(`question:${eventId}:${q}`);
      const asker = pick(demoUsers);
      interactions.push({ type: 'PostQuestion', data: { eventId, questionId, text: pick(demoQuestions), askedBy: asker, now: at } });
      const upvoters = demoUsers.filter(() => random() < 0.25);
      for (const userId of upvoters) interactions.push({ type: 'SetUpvote', data: { eventId, questionId, userId, upvoted: true, now: at } });
      // Hosts answer about one question in three: those make the event's FAQ.
      if (random() < 0.35) {
        interactions.push({ type: 'MarkQuestionAnswered', data: { eventId, questionId, answeredBy: member, asCompanyId: details.host.companyId, now: at } });
      }
    }
    const joining = demoUsers.filter(() => random() < 0.2);
    for (const userId of joining) interactions.push({ type: 'JoinEvent', data: { eventId, userId, now: at } });
    // A few requests wait for the host's decision on events that review registrations.
    if (approval) {
      for (const userId of demoUsers.filter((u) => !joining.includes(u) && random() < 0.12)) {
        interactions.push({ type: 'ApplyToEvent', data: { eventId, userId, now: at } });
      }
    }
  }
  return { members, companies, events, interactions };
}
