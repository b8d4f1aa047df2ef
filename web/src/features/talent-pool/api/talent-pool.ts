import * as z from 'zod/mini';
import { http } from '../../../lib/http.ts';
import { outcomeRequest, type Outcome } from '../../../lib/outcome-request.ts';
import { rankBandSchema } from '../../../lib/rank-band.ts';

// The talent pool (docs/talent-pool.md): a company's search, profiles, short-lists and target schools; a
// student's talent settings and who viewed their profile; the companies targeting a career center's university.

export const VISIBILITIES = ['participants', 'everyone', 'nobody'] as const;
export type Visibility = (typeof VISIBILITIES)[number];
export const BANDS = ['10', '25', '50'] as const;

const university = z.object({ name: z.string(), area: z.string() });
const cardSchema = z.object({
  uniqueId: z.string(),
  link: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  university,
  tracks: z.array(z.string()),
  yearOfStudy: z.nullable(z.string()),
  skills: z.array(z.string()),
  /** The best result's band by the rank rule (docs/challenges.md § Rank rules); null below it or hidden. */
  bestBand: rankBandSchema,
});
export type TalentCard = z.infer<typeof cardSchema>;

const pageSchema = z.object({ students: z.array(cardSchema), total: z.number(), more: z.boolean(), page: z.number(), pageSize: z.number() });
export type TalentPage = z.infer<typeof pageSchema>;

const profileSchema = z.extend(cardSchema, {
  results: z.array(z.object({ challengeId: z.string(), title: z.string(), track: z.string(), band: rankBandSchema, rankedAt: z.string() })),
  eventsAttended: z.array(z.object({ eventId: z.string(), title: z.string(), startsAt: z.string() })),
});
export type TalentProfile = z.infer<typeof profileSchema>;

const optionsSchema = z.object({
  events: z.array(z.object({ uniqueId: z.string(), title: z.string() })),
  challenges: z.array(z.object({ uniqueId: z.string(), title: z.string(), track: z.nullable(z.string()) })),
});
export type FilterOptions = z.infer<typeof optionsSchema>;

const entrySchema = z.object({
  uniqueId: z.string(),
  note: z.string(),
  addedBy: z.string(),
  addedAt: z.string(),
  visible: z.boolean(),
  student: z.nullable(z.object({ firstName: z.string(), lastName: z.string(), university, tracks: z.array(z.string()), yearOfStudy: z.nullable(z.string()) })),
});
export type ShortListEntry = z.infer<typeof entrySchema>;
const listSchema = z.object({ uniqueId: z.string(), name: z.string(), entries: z.array(entrySchema) });
export type ShortList = z.infer<typeof listSchema>;
const summarySchema = z.object({ uniqueId: z.string(), name: z.string(), entries: z.number(), updatedAt: z.string() });
export type ShortListSummary = z.infer<typeof summarySchema>;

const schoolSchema = z.object({ university, addedAt: z.string(), students: z.number() });
export type TargetSchool = z.infer<typeof schoolSchema>;

const org = (organisationId: string) => `api/organisations/${encodeURIComponent(organisationId)}`;
const enc = encodeURIComponent;

/** The search's filters as the page keeps them (and as the query string carries them). */
export interface TalentFilters {
  q: string;
  university: string;
  country: string;
  track: string;
  year: string;
  skills: string;
  band: string;
  bandTrack: string;
  event: string;
  targets: boolean;
  sort: 'relevance' | 'percentile';
  page: number;
}

export function searchQuery(filters: TalentFilters): string {
  const params = new URLSearchParams();
  for (const key of ['q', 'university', 'country', 'track', 'year', 'skills', 'band', 'bandTrack', 'event'] as const) {
    const value = filters[key].trim();
    if (value) params.set(key, value);
  }
  if (filters.targets) params.set('targets', '1');
  if (filters.sort !== 'relevance') params.set('sort', filters.sort);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params.toString();
}

export const searchTalent = (organisationId: string, filters: TalentFilters): Promise<Outcome<TalentPage>> => {
  const query = searchQuery(filters);
  return outcomeRequest('get', `${org(organisationId)}/talent-pool${query ? `?${query}` : ''}`, (b) => pageSchema.parse(b));
};
export const filterOptions = (organisationId: string) => outcomeRequest('get', `${org(organisationId)}/talent-pool/options`, (b) => optionsSchema.parse(b));
export const talentProfile = (organisationId: string, key: { uniqueId: string } | { link: string }) =>
  outcomeRequest('get', `${org(organisationId)}/talent-pool/${'uniqueId' in key ? `students/${enc(key.uniqueId)}` : `u/${enc(key.link)}`}`, (b) =>
    z.object({ student: profileSchema }).parse(b).student,
  );

const listAnswer = (b: unknown) => z.object({ list: listSchema }).parse(b).list;
export const listShortLists = (organisationId: string) => outcomeRequest('get', `${org(organisationId)}/short-lists`, (b) => z.object({ lists: z.array(summarySchema) }).parse(b).lists);
export const getShortList = (organisationId: string, listId: string) => outcomeRequest('get', `${org(organisationId)}/short-lists/${enc(listId)}`, listAnswer);
export const createShortList = (organisationId: string, name: string) => outcomeRequest('post', `${org(organisationId)}/short-lists`, listAnswer, { json: { name } });
export const deleteShortList = (organisationId: string, listId: string) => outcomeRequest('post', `${org(organisationId)}/short-lists/${enc(listId)}/delete`, () => true as const);
export const saveEntry = (organisationId: string, listId: string, studentId: string, note: string) =>
  outcomeRequest('put', `${org(organisationId)}/short-lists/${enc(listId)}/entries/${enc(studentId)}`, listAnswer, { json: { note } });
export const removeEntry = (organisationId: string, listId: string, studentId: string) =>
  outcomeRequest('post', `${org(organisationId)}/short-lists/${enc(listId)}/entries/${enc(studentId)}/remove`, listAnswer);

const schoolsAnswer = (b: unknown) => z.object({ schools: z.array(schoolSchema) }).parse(b).schools;
export const listTargetSchools = (organisationId: string) => outcomeRequest('get', `${org(organisationId)}/target-schools`, schoolsAnswer);
export const addTargetSchool = (organisationId: string, school: { name: string; area: string }) =>
  outcomeRequest('post', `${org(organisationId)}/target-schools`, schoolsAnswer, { json: { university: school } });
export const removeTargetSchool = (organisationId: string, school: { name: string; area: string }) =>
  outcomeRequest('post', `${org(organisationId)}/target-schools/remove`, schoolsAnswer, { json: { university: school } });

/** The company's published challenges (invites are the challenges slice's: POST …/challenges/:id/invites → /invite/{link}). */
export const createChallengeInvite = (organisationId: string, challengeId: string) =>
  outcomeRequest('post', `${org(organisationId)}/challenges/${enc(challengeId)}/invites`, (b) => z.object({ link: z.string() }).parse(b).link);

/** A country's universities (the picker's call, POST /get/university). */
export async function universitiesOf(country: string): Promise<string[]> {
  const body = z
    .object({ msg: z.string(), university: z.catch(z.array(z.object({ name: z.string() })), []) })
    .parse(await http.post('get/university', { json: { name: country } }).json<unknown>());
  return body.msg === 'success' ? body.university.map((u) => u.name) : [];
}

// ── The student's side
const settingsSchema = z.object({ visibility: z.enum(VISIBILITIES), skills: z.array(z.string()), link: z.nullable(z.string()) });
export type TalentSettings = z.infer<typeof settingsSchema>;
export const getTalentSettings = () => outcomeRequest('get', 'api/student/settings/talent', (b) => settingsSchema.parse(b));
export const saveTalentSettings = (settings: { visibility: Visibility; skills: string[] }) =>
  outcomeRequest('put', 'api/student/settings/talent', (b) => settingsSchema.parse(b), { json: settings });
const viewerSchema = z.object({ company: z.object({ uniqueId: z.string(), name: z.string(), logo: z.nullable(z.string()) }), views: z.number(), lastViewedAt: z.string() });
export type ProfileViewer = z.infer<typeof viewerSchema>;
export const getProfileViewers = () => outcomeRequest('get', 'api/student/profile-views', (b) => z.object({ viewers: z.array(viewerSchema) }).parse(b).viewers);

// ── The career center's side
const targetingSchema = z.object({ uniqueId: z.string(), name: z.string(), logo: z.nullable(z.string()), since: z.string() });
export type TargetingCompany = z.infer<typeof targetingSchema>;
export const companiesTargeting = (organisationId: string) =>
  outcomeRequest('get', `${org(organisationId)}/targeting-companies`, (b) => z.object({ companies: z.array(targetingSchema) }).parse(b).companies);
