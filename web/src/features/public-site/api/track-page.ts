import { fields, list, num, str } from '../../../lib/strict-read.ts';
import { outcomeRequest, type Outcome } from '../../../lib/outcome-request.ts';

// Read without a schema library: the track pages are public marketing pages (issue 28: ≤ 70 KB gz first screen).

export interface TrackChallenge {
  uniqueId: string;
  title: string;
  track: string;
  minutes: number;
  closesAt: string;
  company: { name: string; logo: string };
}
export interface TrackEvent {
  link: string;
  title: string;
  company: string;
  img: string;
  track: string;
  startsAt: string;
}
export interface TrackPageLive {
  tracks: string[];
  challenges: TrackChallenge[];
  events: TrackEvent[];
}

function readChallenge(value: unknown, what: string): TrackChallenge {
  const c = fields(value, what);
  const company = fields(c['company'], `${what}.company`);
  return {
    uniqueId: str(c['uniqueId'], `${what}.uniqueId`),
    title: str(c['title'], `${what}.title`),
    track: str(c['track'], `${what}.track`),
    minutes: num(c['minutes'], `${what}.minutes`),
    closesAt: str(c['closesAt'], `${what}.closesAt`),
    company: { name: str(company['name'], `${what}.company.name`), logo: str(company['logo'], `${what}.company.logo`) },
  };
}

function readEvent(value: unknown, what: string): TrackEvent {
  const e = fields(value, what);
  const field = (name: keyof TrackEvent) => str(e[name], `${what}.${name}`);
  return { link: field('link'), title: field('title'), company: field('company'), img: field('img'), track: field('track'), startsAt: field('startsAt') };
}

export function readTrackPage(body: unknown): TrackPageLive {
  const answer = fields(body, 'answer');
  return {
    tracks: list(answer['tracks'], 'tracks', str),
    challenges: list(answer['challenges'], 'challenges', readChallenge),
    events: list(answer['events'], 'events', readEvent),
  };
}

/** GET /api/public/tracks/:page: the open challenges and upcoming events of a students' track page (docs/public-site.md). */
export function getTrackPage(page: string): Promise<Outcome<TrackPageLive>> {
  return outcomeRequest('get', `api/public/tracks/${encodeURIComponent(page)}`, readTrackPage);
}
