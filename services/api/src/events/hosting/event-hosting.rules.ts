import type { FieldError } from '@fast-track/shared/errors';
import { eventLimits } from '@fast-track/shared/events/event-limits';
import { uploadedImagePattern } from '@fast-track/shared/company-profile-rules';
import { vocabularyKey, vocabularies, type VocabularyKind } from '@fast-track/shared/vocabulary';
import { isIanaTimeZone } from '@fast-track/shared/zoned-time';
import { languageVersionsProblems } from '@fast-track/shared/content-languages';
import { isLanguage, supportedLanguages } from '@fast-track/shared/languages';
import { eventTextFields, type EventDetails, type EventTextField } from '../event.ts';
import { validateEventDetails } from '../event.validation.ts';

// What a host-written event must satisfy, on top of what every published event does (event.validation.ts): the
// stricter rules apply to what people type into the editor; older and seeded events were checked when written.

export const titleLength = eventLimits.titleLength;
export const descriptionMaxLength = eventLimits.descriptionLength;
export const cancelReasonMaxLength = eventLimits.cancelReasonLength;

// eslint-disable-next-line no-control-regex -- matching control characters is the point
const controlCharacters = /[\u0000-\u001F\u007F\u2028\u2029]/;
/** The most places an event may offer (a stadium, not a typo's 10^9). */
export const maxCapacity = 100_000;
const placeIdPattern = /^[A-Za-z0-9_-]{1,300}$/;
/** The covers the SPA ships (web/public/images/events). */
const coverPattern = /^\/images\/events\/[a-z0-9-]{1,40}\.(svg|png|jpg|webp)$/;
const requirementKinds: Record<'schoolYear' | 'relevantCourses' | 'targetGroups', VocabularyKind> = {
  schoolYear: 'schoolYear',
  relevantCourses: 'course',
  targetGroups: 'targetGroup',
};

const codePoints = (text: string): number => [...text].length;
const visibleText = (html: string): string => html.replace(/<[^>]*>/g, '').replace(/&nbsp;/g, ' ').trim();
const titleRule = `${titleLength.min}–${titleLength.max} characters of plain text on one line`;

function titleProblem(text: string): string | null {
  const title = text.trim();
  return codePoints(title) < titleLength.min || codePoints(title) > titleLength.max || controlCharacters.test(title) ? titleRule : null;
}

/**
 * A language version's text by the rules of the source's field; a version must not drop the description the source
 * has, or its readers would get less than readers of the source.
 */
function versionProblem(field: EventTextField, text: string, source: Pick<EventDetails, EventTextField>): string | null {
  if (field === 'title') return titleProblem(text);
  if (text.length > descriptionMaxLength) return `at most ${descriptionMaxLength} characters`;
  if (visibleText(text) === '' && visibleText(source.description) !== '') return 'required, as the source language has a description';
  return null;
}

function checkVirtualLink(errors: FieldError[], link: string): void {
  let url: URL | undefined;
  try {
    url = new URL(link);
  } catch {
    url = undefined;
  }
  if (!url || url.protocol !== 'https:' || !url.hostname.includes('.') || link.length > eventLimits.virtualLinkLength || url.username || url.password) {
    errors.push({ path: 'virtualLink', message: `an https link of at most ${eventLimits.virtualLinkLength} characters` });
  }
}

/** The known value a host picked, in its wire spelling; undefined when it is not one of the product's lists. */
export function knownRequirement(kind: VocabularyKind, value: string): string | undefined {
  const key = vocabularyKey(kind, value);
  return key === undefined ? undefined : (vocabularies[kind] as Record<string, string>)[key];
}

/** Every problem of a host's event, one entry per field; empty when it may be saved. */
export function hostedEventProblems(details: EventDetails, now: string): FieldError[] {
  // The general rules first, without the ones we word more precisely below.
  const errors = validateEventDetails(details).filter((e) => !['title', 'timezone', 'virtualLink'].includes(e.path));
  if (titleProblem(details.title)) errors.push({ path: 'title', message: titleRule });
  if (details.sourceLanguage !== undefined && !isLanguage(details.sourceLanguage)) {
    errors.push({ path: 'sourceLanguage', message: `one of ${supportedLanguages.join(', ')}` });
  }
  errors.push(...languageVersionsProblems(details, eventTextFields, versionProblem, details));
  if (!isIanaTimeZone(details.timezone)) errors.push({ path: 'timezone', message: 'an IANA time zone name, such as Europe/London' });
  if (details.virtualLink !== null) checkVirtualLink(errors, details.virtualLink);
  if (details.type === 'Live Stream' && details.virtualLink === null) errors.push({ path: 'virtualLink', message: 'required for a Live Stream' });
  if (details.type === 'Physical Event' && details.virtualLink !== null) {
    errors.push({ path: 'virtualLink', message: 'a Physical Event has a place, not a link' });
  }
  if (details.virtualLink !== null && details.physicalLocation !== null) {
    errors.push({ path: 'physicalLocation', message: 'either a place or a link, not both' });
  }
  if (details.type !== 'Physical Event' && details.virtualLink === null && details.physicalLocation === null) {
    errors.push({ path: 'virtualLink', message: 'a link or a place is required' });
  }
  const place = details.physicalLocation;
  if (place && controlCharacters.test(place.label)) errors.push({ path: 'physicalLocation.label', message: 'plain text on one line' });
  if (place && place.placeId !== '' && !placeIdPattern.test(place.placeId)) {
    errors.push({ path: 'physicalLocation.placeId', message: 'a map place id (letters, digits, - and _)' });
  }
  if (place && (place.lat === null) !== (place.lng === null)) {
    errors.push({ path: 'physicalLocation.lat', message: 'both latitude and longitude, or neither' });
  }
  if (details.capacity !== undefined && (!Number.isInteger(details.capacity) || details.capacity < 1 || details.capacity > maxCapacity)) {
    errors.push({ path: 'capacity', message: `a whole number of places from 1 to ${maxCapacity}, or none` });
  }
  if (!coverPattern.test(details.img) && !uploadedImagePattern.test(details.img)) {
    errors.push({ path: 'img', message: 'one of our covers or an image uploaded here' });
  }
  if (details.description.length > descriptionMaxLength) errors.push({ path: 'description', message: `at most ${descriptionMaxLength} characters` });
  for (const [field, kind] of Object.entries(requirementKinds) as [keyof typeof requirementKinds, VocabularyKind][]) {
    // Stored in the list's own spelling (the form maps what was typed onto it), so each value reads the same everywhere.
    const unknown = details[field].filter((value) => knownRequirement(kind, value) !== value);
    if (unknown.length > 0 || new Set(details[field]).size !== details[field].length) {
      errors.push({ path: field, message: 'values from the list, each once' });
    }
  }
  if (!errors.some((e) => e.path === 'endTime') && Date.parse(details.endTime) <= Date.parse(now)) {
    errors.push({ path: 'endTime', message: 'the event must end in the future' });
  }
  // One message per field is enough for a form; the first is the most basic.
  return errors.filter((error, i) => errors.findIndex((e) => e.path === error.path) === i);
}
