import type { OpportunityDetails, PublishOpportunity } from '../opportunities/index.ts';
import type { TrackId } from '@fast-track/shared/tracks';
import { companyLogo } from './demo-companies.ts';
import { stableUuid } from './demo-random.ts';

type Entry = Omit<OpportunityDetails, 'opportunityId' | 'trackId'>;

// A few opportunities per track from the demo hosts: an event, a job and a challenge each, with green ("open
// now") and other chips, so every dashboard has something to show. Titles are data, like event titles: not translated.
const byTrack: Record<TrackId, Entry[]> = {
  Finance: [
    { kind: 'challenge', title: 'Northbridge Capital M&A Virtual Experience', imageUrl: companyLogo('northbridge-capital'), chip: { color: 'green', text: 'Open' } },
    { kind: 'job', title: 'Kestrel Partners Summer Analyst 2026', imageUrl: companyLogo('kestrel-partners'), chip: { color: 'orange', text: 'Closing soon' } },
    { kind: 'event', title: 'Markets Insight Evening', imageUrl: '/images/events/cover-1.svg', chip: { color: 'blue', text: 'Event' } },
  ],
  Consulting: [
    { kind: 'challenge', title: 'Meridian Case Interview Challenge', imageUrl: companyLogo('meridian-consulting'), chip: { color: 'green', text: 'Open' } },
    { kind: 'job', title: 'Corvid Strategy Business Analyst Internship', imageUrl: companyLogo('corvid-strategy'), chip: { color: 'orange', text: 'Closing soon' } },
    { kind: 'event', title: 'Consulting Careers Live Q&A', imageUrl: '/images/events/cover-3.svg', chip: { color: 'blue', text: 'Event' } },
  ],
  'Corporate Law': [
    { kind: 'challenge', title: 'Halden & Voss Contract Negotiation Challenge', imageUrl: companyLogo('halden-voss'), chip: { color: 'green', text: 'Open' } },
    { kind: 'job', title: 'Lumen Legal Vacation Scheme', imageUrl: companyLogo('lumen-legal'), chip: { color: 'grey', text: 'Opens soon' } },
    { kind: 'event', title: 'Law Firm Open Day', imageUrl: '/images/events/cover-5.svg', chip: { color: 'blue', text: 'Event' } },
  ],
  'Start-Up': [
    { kind: 'challenge', title: 'Alder Ventures Pitch Deck Sprint', imageUrl: companyLogo('alder-ventures'), chip: { color: 'green', text: 'Open' } },
    { kind: 'job', title: 'Tessellate Labs Founder’s Associate', imageUrl: companyLogo('tessellate-labs'), chip: { color: 'green', text: 'Hiring' } },
    { kind: 'event', title: 'Founders Fireside Chat', imageUrl: '/images/events/cover-7.svg', chip: { color: 'blue', text: 'Event' } },
  ],
  'MBA Track': [
    { kind: 'challenge', title: 'Strategy Leadership Simulation', imageUrl: companyLogo('corvid-strategy'), chip: { color: 'green', text: 'Open' } },
    { kind: 'event', title: 'MBA Admissions Panel', imageUrl: '/images/events/cover-2.svg', chip: { color: 'blue', text: 'Event' } },
    { kind: 'job', title: 'Northbridge Capital Post-MBA Associate', imageUrl: companyLogo('northbridge-capital'), chip: { color: 'grey', text: 'Opens soon' } },
  ],
};

/** The demo opportunities as commands; ids are stable, so seeding twice would conflict rather than duplicate. */
export function buildDemoOpportunities(now: Date): PublishOpportunity[] {
  return Object.entries(byTrack).flatMap(([trackId, entries]) =>
    entries.map(
      (entry, i): PublishOpportunity => ({
        type: 'PublishOpportunity',
        data: {
          details: { ...entry, opportunityId: stableUuid(`opportunity:${trackId}:${i}`), trackId },
          // A millisecond apart, so the read order is the order written here.
          now: new Date(now.getTime() + i).toISOString(),
        },
      }),
    ),
  );
}
