import { deciderSpec } from '@fast-track/shared/event-store/decider-spec';
import { ValidationError } from '@fast-track/shared/errors';
import { describe, expect, it } from 'vitest';
import type { EventDetails } from '../event.ts';
import { details, now } from '../testing/event-fixtures.ts';
import { hostingDecider, type HostingCommand } from './event-hosting.decider.ts';
import type { EventStreamEvent } from './event-hosting.ts';

// Content in several languages (issue 25 part 6; docs/events.md § Languages): an event's title and description in
// its source language and in any of the other five, each version by the source's rules.

const spec = deciderSpec(hostingDecider);
const by = 'host-1';
const german = { title: 'Frühlings-Einblickstag', description: '<p>Hallo</p>' };
const create = (overrides: Partial<EventDetails>): HostingCommand => ({ type: 'CreateEvent', data: { details: details(overrides), publish: false, companyApproved: true, by, now } });
const edit = (overrides: Partial<EventDetails>, expectedVersion = 1): HostingCommand => ({
  type: 'EditEvent',
  data: { eventId: 'e1', asCompanyId: 'c1', expectedVersion, details: details(overrides), by, now },
});
const drafted = (overrides: Partial<EventDetails> = {}): EventStreamEvent => ({ type: 'EventDrafted', data: { ...details(overrides), draftedBy: by, draftedAt: now } });

describe('hosting decider: language versions', () => {
  it('keeps the versions a host wrote, titles trimmed, and the source language when it is not English', () => {
    spec
      .given([])
      .when(create({ sourceLanguage: 'fr', translations: { de: { ...german, title: `  ${german.title} ` } } }))
      .then([drafted({ sourceLanguage: 'fr', translations: { de: german } })]);
  });

  it('stores nothing extra for English without versions, so such events read as they always did', () => {
    spec.given([]).when(create({ sourceLanguage: 'en', translations: {} })).then([drafted()]);
    // An unchanged form of an older event (no language fields) writes nothing.
    spec.given([drafted()]).when(edit({ sourceLanguage: 'en', translations: {} })).thenNothingHappened();
  });

  it('records adding, changing and removing a version as an edit of `translations`', () => {
    spec
      .given([drafted()])
      .when(edit({ translations: { de: german } }))
      .then([{ type: 'EventEdited', data: { ...details({ translations: { de: german } }), changed: ['translations'], editedBy: by, editedAt: now } }]);
    const withGerman = drafted({ translations: { de: german } });
    spec
      .given([withGerman])
      .when(edit({}))
      .then([{ type: 'EventEdited', data: { ...details(), changed: ['translations'], editedBy: by, editedAt: now } }]);
    spec
      .given([withGerman])
      .when(edit({ sourceLanguage: 'pl', translations: { de: german } }))
      .then([{ type: 'EventEdited', data: { ...details({ sourceLanguage: 'pl', translations: { de: german } }), changed: ['sourceLanguage'], editedBy: by, editedAt: now } }]);
  });

  it.each([
    ['a version title of two letters', { de: { ...german, title: 'Hi' } }, 'translations.de.title'],
    ['a version title over two lines', { de: { ...german, title: 'Frühling\nTag' } }, 'translations.de.title'],
    ['a version without the description the source has', { de: { ...german, description: '<p> </p>' } }, 'translations.de.description'],
    ['a version description over the limit', { de: { ...german, description: 'x'.repeat(20_001) } }, 'translations.de.description'],
    ['a version in the source language', { en: german }, 'translations.en'],
    ['a language we do not offer', { nl: german } as EventDetails['translations'], 'translations.nl'],
  ])('refuses %s, naming the field', (_case, translations, path) => {
    spec
      .given([])
      .when(create({ translations }))
      .thenThrows(ValidationError, (error) => {
        expect(error.errors.map((e) => e.path)).toContain(path);
      });
  });

  it('lets a version leave the description empty when the source has none', () => {
    spec
      .given([])
      .when(create({ description: '', translations: { de: { ...german, description: '' } } }))
      .then([drafted({ description: '', translations: { de: { ...german, description: '' } } })]);
  });
});
