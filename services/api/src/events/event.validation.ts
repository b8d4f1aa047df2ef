import type { FieldError } from '@fast-track/shared/errors';
import { eventLimits } from '@fast-track/shared/events/event-limits';
import { eventKinds, type EventDetails, type PhysicalLocation } from './event.ts';

const linkPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const maxDurationMs = 14 * 24 * 3600 * 1000;

/** True when the runtime knows the IANA zone; the SPA shows 'Invalid Timezone' otherwise, so we refuse it here. */
export function isValidTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-GB', { timeZone: zone });
    return zone.length > 0;
  } catch {
    return false;
  }
}

/** Strict ISO-8601 instant with an explicit zone, e.g. 2026-12-03T17:00:00.000Z. */
export function parseInstant(value: string): number | undefined {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/.test(value)) return undefined;
  const ms = Date.parse(value);
  return Number.isNaN(ms) ? undefined : ms;
}

function checkList(errors: FieldError[], path: string, list: readonly string[]): void {
  if (list.length > 20 || list.some((item) => item.trim().length === 0 || item.length > 100)) {
    errors.push({ path, message: 'up to 20 non-empty entries of at most 100 characters' });
  }
}

function checkLocation(errors: FieldError[], location: PhysicalLocation): void {
  if (location.label.trim().length === 0 || location.label.length > eventLimits.placeLabelLength) {
    errors.push({ path: 'physicalLocation.label', message: `required, at most ${eventLimits.placeLabelLength} characters` });
  }
  const hasCoordinates = location.lat !== null && location.lng !== null;
  if (hasCoordinates && (Math.abs(location.lat ?? 0) > 90 || Math.abs(location.lng ?? 0) > 180)) {
    errors.push({ path: 'physicalLocation', message: 'lat must be within ±90 and lng within ±180' });
  }
  // Coordinates and a map place id are optional (issue 26): the address alone is a place; the page then says
  // 'Map preview unavailable' instead of drawing a map.
}

/** Every rule an event must satisfy to be published; an empty list means valid. */
export function validateEventDetails(d: EventDetails): FieldError[] {
  const errors: FieldError[] = [];
  if (!linkPattern.test(d.link) || d.link.length > 200) errors.push({ path: 'link', message: 'lowercase slug up to 200 characters' });
  if (d.title.trim().length === 0 || d.title.length > 200) errors.push({ path: 'title', message: '1–200 characters' });
  if (!(eventKinds as readonly string[]).includes(d.type)) errors.push({ path: 'type', message: `one of ${eventKinds.join(', ')}` });
  if (!/^(\/|https:\/\/)/.test(d.img)) errors.push({ path: 'img', message: 'a site path or https URL' });
  if (d.description.length > eventLimits.descriptionLength) {
    errors.push({ path: 'description', message: `at most ${eventLimits.descriptionLength} characters` });
  }
  const start = parseInstant(d.startTime);
  const end = parseInstant(d.endTime);
  if (start === undefined) errors.push({ path: 'startTime', message: 'ISO-8601 instant with zone' });
  if (end === undefined) errors.push({ path: 'endTime', message: 'ISO-8601 instant with zone' });
  if (start !== undefined && end !== undefined && (end <= start || end - start > maxDurationMs)) {
    errors.push({ path: 'endTime', message: 'after startTime and at most 14 days later' });
  }
  if (!isValidTimeZone(d.timezone)) errors.push({ path: 'timezone', message: 'an IANA time zone name' });
  if (d.virtualLink !== null && !/^https:\/\/\S+$/.test(d.virtualLink)) errors.push({ path: 'virtualLink', message: 'an https URL' });
  if (d.type === 'Live Stream' && d.virtualLink === null) errors.push({ path: 'virtualLink', message: 'required for a Live Stream' });
  if (d.type === 'Physical Event' && d.physicalLocation === null) {
    errors.push({ path: 'physicalLocation', message: 'required for a Physical Event' });
  }
  if (d.physicalLocation) checkLocation(errors, d.physicalLocation);
  checkList(errors, 'schoolYear', d.schoolYear);
  checkList(errors, 'relevantCourses', d.relevantCourses);
  checkList(errors, 'targetGroups', d.targetGroups);
  return errors;
}
