import { screen, waitFor, within } from '@testing-library/preact';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderScreen, stubApi, type SeenRequest } from '../../../testing/render.tsx';
import type { AuthorChallenge } from '../api/author-schema.ts';
import { ChallengeBuilder } from './builder/challenge-builder.tsx';
import { ChallengeView } from './challenge-page.tsx';

// A challenge in several languages (issue 25 part 6; docs/challenges.md § Languages): the builder's Languages step
// shows which languages exist, adds, edits and removes a version against the source's texts, and says what is left
// to write before publishing; a student's page says when a challenge is not in their language.

const base = '/api/organisations/org-1/challenges';
const challenge: AuthorChallenge = {
  uniqueId: 'c-1',
  organisationId: 'org-1',
  status: 'draft',
  version: 4,
  contentVersion: 0,
  hasUnpublishedChanges: false,
  series: null,
  title: 'Valuation Sprint',
  track: 'Finance',
  summary: 'Value a target.',
  learn: ['DCF basics'],
  minutes: 30,
  opensAt: null,
  closesAt: null,
  material: { html: '', images: [], files: [] },
  tasks: [
    { id: 't1', kind: 'single', prompt: 'Which multiple?', points: 10, modelAnswer: 'EV/EBITDA', feedback: '', options: [{ id: 'a', text: 'EV/EBITDA' }, { id: 'b', text: 'Price to book' }], correct: 'a' },
  ],
  sourceLanguage: 'en',
  translations: { fr: { title: 'Sprint d’évaluation', summary: '', learn: [], material: '', tasks: {} } },
  attempts: 0,
  updatedAt: '',
  publishedAt: null,
};

const open = () => {
  const seen = stubApi({ [`PUT ${base}/c-1`]: (r: SeenRequest) => ({ body: { challenge: { ...challenge, ...(r.body as object), version: 5 } }, headers: { etag: '"5"' } }) });
  const screenApi = renderScreen(<ChallengeBuilder organisationId="org-1" initial={challenge} initialStep="languages" onCreated={() => undefined} previewHref={(id) => id} publicHref={(id) => id} />);
  return { seen, ...screenApi };
};

describe('the builder’s Languages step', () => {
  beforeAll(() => {
    if (!('scrollIntoView' in Element.prototype)) Object.defineProperty(Element.prototype, 'scrollIntoView', { value: () => undefined, configurable: true });
  });

  it('shows the languages the challenge exists in, the source first, and what a version still lacks', async () => {
    const { user } = open();
    const tabs = within(screen.getByRole('tablist')).getAllByRole('tab');
    expect(tabs.map((tab) => tab.getAttribute('data-language'))).toEqual(['en', 'fr']);
    expect(tabs[0]!.textContent).toBe('Englishoriginal');
    expect(screen.getByTestId('challenge-source-note').textContent).toContain('English');
    await user.click(tabs[1]!);
    // Summary, the learn item, the prompt, two options and the model answer are still to write.
    expect(screen.getByTestId('challenge-version-gaps').textContent).toBe('6 texts still to write in Français before publishing.');
    expect(screen.getByLabelText<HTMLInputElement>('Title').value).toBe('Sprint d’évaluation');
    expect(screen.getAllByText('Which multiple?')).toHaveLength(1);
  });

  it('adds a German version, writes it against the source, and saves it with the challenge', async () => {
    const { user, seen } = open();
    await user.selectOptions(screen.getByTestId('challenge-language-add'), 'de');
    expect(screen.getByRole('tab', { selected: true }).getAttribute('data-language')).toBe('de');
    const version = screen.getByTestId('challenge-version-de');
    await user.type(within(version).getByLabelText('Title'), 'Bewertungssprint');
    await user.type(within(version).getByLabelText('Question'), 'Welches Multiple?');
    await user.type(within(version).getByLabelText('Option 2'), 'KBV');
    expect(within(version).getByLabelText('Title').getAttribute('lang')).toBe('de');
    await waitFor(() => expect(seen.some((r) => r.method === 'PUT')).toBe(true), { timeout: 4000 });
    const put = seen.filter((r) => r.method === 'PUT').at(-1) as SeenRequest & { body: { translations: Record<string, unknown> } };
    expect(put.body.translations['de']).toMatchObject({ title: 'Bewertungssprint', tasks: { t1: { prompt: 'Welches Multiple?', choices: { b: 'KBV' } } } });
  });

  it('removes a version and moves back to the source; arrow keys move between the tabs', async () => {
    const { user } = open();
    screen.getAllByRole('tab')[0]!.focus();
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement?.getAttribute('data-language')).toBe('fr');
    await user.click(screen.getByTestId('challenge-language-remove'));
    expect(within(screen.getByRole('tablist')).getAllByRole('tab')).toHaveLength(1);
    expect(screen.getByTestId('challenge-source-note')).toBeTruthy();
  });
});

describe('a challenge not written in the reader’s language', () => {
  it('says which language it is written in, and marks the page with it', () => {
    const view = {
      uniqueId: 'c-1', title: 'Valuation Sprint', track: 'Finance', series: null, summary: 'Value a target.', learn: [], minutes: 30,
      opensAt: '2026-11-01T00:00:00.000Z', closesAt: '2027-11-01T00:00:00.000Z', taskCount: 3, status: 'open' as const,
      company: { organisationId: 'org-1', name: 'Quick Capital', logo: '' }, material: { html: '', images: [], files: [] }, lang: 'en' as const, writtenIn: 'en' as const,
    };
    renderScreen(<ChallengeView challenge={view} preview />);
    expect(screen.getByTestId('written-in').textContent).toBe('Written in English');
    expect(screen.getByTestId('challenge-page').getAttribute('lang')).toBe('en');
  });
});
