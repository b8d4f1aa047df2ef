import { challengeTemplates } from '@fast-track/shared/challenges/challenge-templates';
import { screen, waitFor, within } from '@testing-library/preact';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { quietToasts } from '../../../testing/quiet-toasts.ts';
import { renderScreen, stubApi, type SeenRequest } from '../../../testing/render.tsx';
import { ChallengeBuilder } from './builder/challenge-builder.tsx';
import { EmployerChallengesPage } from './employer-challenges-page.tsx';

// Challenge authoring (issue 25 part 5): a new challenge may start from a track's template; drafts never published
// can be deleted from the list, after a confirmation.

const base = '/api/organisations/org-1/challenges';
const consulting = challengeTemplates.find((t) => t.track === 'Consulting')!;
const author = (body: Record<string, unknown>) => ({
  challenge: { ...body, uniqueId: 'c-new', organisationId: 'org-1', status: 'draft', version: 1, contentVersion: 0, attempts: 0, updatedAt: '', publishedAt: null },
});
const row = (uniqueId: string, title: string, status: 'draft' | 'published' | 'closed', contentVersion: number, version = 3) => ({
  uniqueId,
  title,
  status,
  version,
  contentVersion,
  track: 'Finance',
  opensAt: null,
  closesAt: null,
  hasUnpublishedChanges: false,
  stats: { attempts: 0, submitted: 0, completionRate: 0, medianScore: null },
});

describe('challenge templates in the builder', () => {
  // jsdom lays nothing out and has no scrollIntoView; the builder scrolls to its top when it changes step.
  beforeAll(() => {
    if (!('scrollIntoView' in Element.prototype)) Object.defineProperty(Element.prototype, 'scrollIntoView', { value: () => undefined, configurable: true });
  });

  it('offers one template per track; the chosen one becomes the draft, model answers and feedback included', async () => {
    const created = vi.fn();
    const seen = stubApi({ [`POST ${base}`]: (r: SeenRequest) => ({ status: 201, body: author(r.body as Record<string, unknown>), headers: { etag: '"1"' } }) });
    const { user } = renderScreen(<ChallengeBuilder organisationId="org-1" initial={null} onCreated={created} previewHref={(id) => `/preview/${id}`} publicHref={(id) => `/challenge/${id}`} />);
    const picker = screen.getByTestId('template-picker');
    expect(within(picker).getAllByTestId('template-option')).toHaveLength(5);
    expect(within(picker).getByRole('heading', { name: consulting.title }).getAttribute('lang')).toBe('en');

    await user.click(within(picker).getByRole('button', { name: 'Use the Consulting template' }));
    expect(screen.queryByTestId('template-picker')).toBeNull();
    expect(screen.getByLabelText<HTMLInputElement>('Title').value).toBe(consulting.title);

    // The first autosave creates it, with the window left to the author.
    await waitFor(() => expect(created).toHaveBeenCalled(), { timeout: 4000 });
    const post = seen.find((r) => r.method === 'POST') as SeenRequest & { body: Record<string, unknown> };
    expect(post.body).toMatchObject({ title: consulting.title, track: 'Consulting', minutes: consulting.minutes, opensAt: null, closesAt: null });
    expect(post.body['tasks']).toEqual(consulting.tasks);
  });

  it('is not offered once the author has started a blank challenge', async () => {
    stubApi({});
    const { user } = renderScreen(<ChallengeBuilder organisationId="org-1" initial={null} onCreated={() => undefined} previewHref={(id) => id} publicHref={(id) => id} />);
    await user.type(screen.getByLabelText('Title'), 'O');
    expect(screen.queryByTestId('template-picker')).toBeNull();
  });
});

describe('deleting a challenge draft', () => {
  it('offers Delete only for challenges never published, asks first, then deletes at the version listed', async () => {
    const toasts = quietToasts();
    let rows = [row('c-draft', 'Old draft', 'draft', 0), { ...row('c-live', 'Live one', 'published', 1), takenDown: true }, row('c-closed-draft', '', 'closed', 0, 2)];
    const seen = stubApi({
      [`GET ${base}`]: () => ({ body: { challenges: rows } }),
      [`DELETE ${base}/c-draft`]: () => {
        rows = rows.filter((r) => r.uniqueId !== 'c-draft');
        return { status: 204 };
      },
    });
    const { user } = renderScreen(<EmployerChallengesPage organisationId="org-1" createHref="/create/challenge" onEdit={() => undefined} onDetails={() => undefined} />);
    const listed = await screen.findAllByTestId('employer-challenge-row');
    expect(listed.map((r) => within(r).queryByTestId('employer-challenge-delete') !== null)).toEqual([true, false, true]);
    // The challenge an admin took down carries the badge; the others none.
    expect(listed.map((r) => within(r).queryByTestId('taken-down-badge')?.textContent ?? null)).toEqual([null, 'Taken down by Fast-Track', null]);

    await user.click(screen.getByRole('button', { name: 'Delete the draft Old draft' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('“Old draft” has never been published.');
    await user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(seen.some((r) => r.method === 'DELETE')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Delete the draft Old draft' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete draft' }));
    await waitFor(() => expect(screen.getAllByTestId('employer-challenge-row')).toHaveLength(2));
    expect(seen.find((r) => r.method === 'DELETE')?.headers.get('If-Match')).toBe('"3"');
    expect(toasts.success).toHaveBeenCalledWith('“Old draft” was deleted.');
  });

  it('says why when the draft was published in the meantime, and shows the list as it is now', async () => {
    const toasts = quietToasts();
    let rows = [row('c-draft', 'Old draft', 'draft', 0)];
    stubApi({
      [`GET ${base}`]: () => ({ body: { challenges: rows } }),
      [`DELETE ${base}/c-draft`]: () => {
        rows = [row('c-draft', 'Old draft', 'published', 1, 4)];
        return { status: 409, body: { title: 'Conflict', status: 409, code: 'CHALLENGE_PUBLISHED', detail: 'published' } };
      },
    });
    const { user } = renderScreen(<EmployerChallengesPage organisationId="org-1" createHref="/create/challenge" onEdit={() => undefined} onDetails={() => undefined} />);
    await user.click(await screen.findByRole('button', { name: 'Delete the draft Old draft' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete draft' }));
    await waitFor(() => expect(toasts.error).toHaveBeenCalledWith('This challenge has been published in the meantime, so it cannot be deleted. You can close it instead.'));
    await waitFor(() => expect(screen.queryByTestId('employer-challenge-delete')).toBeNull());
  });
});
