import type { PublicPageId } from '@fast-track/shared/public-site';

/** One feature card of a page (its anchor, if any, is in pages.ts: the same in every language). */
export interface CardText {
  title: string;
  text: string;
}

/** Everything a public page says, in one language: its key group sitePage<Id> (pages.ts). */
export interface PageText {
  /** The document title (without the brand) and the meta and Open Graph description. */
  metaTitle: string;
  metaDescription: string;
  eyebrow: string;
  title: string;
  lede: string;
  cards: readonly CardText[];
  /** The label of the page's main action (where it goes is in pages.ts, the same in every language). */
  cta: string;
}

export type PageGroup = 'employer' | 'careerCenters' | 'studentOrganisations' | 'students';
export type SlotId = 'mon-am' | 'mon-pm' | 'tue-am' | 'tue-pm' | 'wed-am' | 'wed-pm' | 'thu-am' | 'thu-pm' | 'fri-am' | 'fri-pm';
export type PlanId = 'starter' | 'growth' | 'enterprise';
export type PricingRowId = 'seats' | 'jobPosts' | 'events' | 'challenges' | 'talentPool' | 'messenger' | 'analytics' | 'dei' | 'support';

/**
 * The shapes of the public site's key groups (web/public/locales/<lng>/site*.json, read with t(group, { returnObjects:
 * true })); locales.unit.spec.ts holds every language to English's keys. `{{name}}` placeholders are filled by t.
 */
/** `site`: what every public page says around its own words. */
export interface SiteText {
  /** Short names of the pages, for the "more" navigation of each audience. */
  linkLabels: Record<PublicPageId, string>;
  groups: Record<PageGroup, string>;
  common: { loading: string; failed: string; retry: string; onThisPage: string; /** The employer pages' sign-up button. */ signUp: string };
  events: { title: string };
}

/** `siteForm`: the three inquiry forms. */
export interface FormText {
  title: Record<'tour' | 'career-center' | 'support', string>;
  intro: Record<'tour' | 'career-center' | 'support', string>;
  name: string;
  email: string;
  workEmail: string;
  company: string;
  institution: string;
  size: string;
  universitySize: string;
  sizes: Record<'1-49' | '50-249' | '250-999' | '1000+', string>;
  universitySizes: Record<'<5000' | '5000-20000' | '20000+', string>;
  choose: string;
  slots: string;
  slotsHint: string;
  days: Record<'mon' | 'tue' | 'wed' | 'thu' | 'fri', string>;
  halves: Record<'am' | 'pm', string>;
  topic: string;
  topics: Record<'account' | 'events' | 'jobs' | 'employers' | 'privacy' | 'other', string>;
  message: string;
  messageOptional: string;
  submit: string;
  sending: string;
  sent: string;
  sendAnother: string;
  errors: {
    required: string;
    email: string;
    workEmail: string;
    slots: string;
    tooManySlots: string;
    messageShort: string;
    tooLong: string;
    throttled: string;
    failed: string;
    summary: string;
  };
}

/** `sitePricing`: the plans table. */
export interface PricingText {
  caption: string;
  feature: string;
  price: string;
  perMonth: string;
  onRequest: string;
  unlimited: string;
  included: string;
  notIncluded: string;
  plans: Record<PlanId, { name: string; blurb: string }>;
  rows: Record<PricingRowId, string>;
  supportLevels: Record<'email' | 'priority' | 'dedicated', string>;
  note: string;
}

/** `siteToolkit`: the marketing toolkit's files. */
export interface ToolkitText {
  title: string;
  download: string;
  files: Record<'poster' | 'slides' | 'email', { title: string; text: string }>;
  formatPdf: string;
  formatText: string;
}

/** `siteFaq`: the support page's questions. */
export interface FaqText {
  title: string;
  search: string;
  noMatch: string;
  items: readonly { q: string; a: string }[];
}

/** `siteTrackLive`: the track pages' open challenges and upcoming events ({{minutes}}, {{date}} filled by t). */
export interface TrackLiveText {
  challengesTitle: string;
  eventsTitle: string;
  noChallenges: string;
  noEvents: string;
}

/** `siteScreens`: the Employer Hub's own screens on /employer: the section title and one caption (and alt text) per image. */
export type ScreensText = Record<'title' | 'dashboard' | 'jobEditor' | 'eventEditor', string>;

/** `siteMagazine`: the magazine's list and article pages ({{page}}, {{pages}}, {{date}} filled by t). */
export interface MagazineText {
  metaTitle: string;
  metaDescription: string;
  eyebrow: string;
  title: string;
  lede: string;
  empty: string;
  previous: string;
  next: string;
  readMore: string;
  back: string;
  notFound: string;
}
