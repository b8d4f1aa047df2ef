import { screen } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { heldAnswer, problem } from '../../../testing/deferred.ts';
import { renderScreen, stubApi } from '../../../testing/render.tsx';
import { DiversitySettings } from './diversity-settings.tsx';

const given = { answers: { gender: 'woman', firstGeneration: null, ethnicity: 'GB:white', disability: null }, consentedAt: '2026-11-20T10:00:00.000Z', consentVersion: 1 };

describe('the student’s diversity answers', () => {
  it('loading, then nothing saved without the consent box; with it the answers are sent', async () => {
    const held = heldAnswer({ body: { diversity: null } });
    const seen = stubApi({
      'GET /api/student/diversity': held.route,
      'PUT /api/student/diversity': (r) => ({ body: { diversity: { answers: { ...given.answers, ...(r.body as object) }, consentedAt: given.consentedAt, consentVersion: 1 } } }),
    });
    const { user } = renderScreen(<DiversitySettings />);
    expect(screen.getByRole('status').textContent).toBe('Loading…');
    held.release();
    await user.selectOptions(await screen.findByLabelText('Gender'), 'Non-binary');
    await user.click(screen.getByRole('button', { name: 'Save answers' }));
    expect(screen.getByRole('alert').textContent).toBe('Please tick the consent box to save your answers.');
    expect(seen.some((r) => r.method === 'PUT')).toBe(false);
    expect(screen.queryByLabelText('Ethnicity')).toBeNull();
    await user.selectOptions(screen.getByLabelText('Ethnicity categories of'), 'GB');
    await user.selectOptions(screen.getByLabelText('Ethnicity'), 'Mixed or multiple ethnic groups');
    await user.click(screen.getByRole('checkbox', { name: /I agree that Fast-Track uses these answers/ }));
    await user.click(screen.getByRole('button', { name: 'Save answers' }));
    expect(await screen.findByText('Your answers are saved.')).toBeTruthy();
    expect(seen.find((r) => r.method === 'PUT')?.body).toEqual({ consent: true, gender: 'non_binary', firstGeneration: null, ethnicity: 'GB:mixed', disability: null });
    expect(screen.getByRole('button', { name: 'Withdraw consent and delete answers' })).toBeTruthy();
  });

  it('shows saved answers; withdrawing deletes them and says so; a failed save says so', async () => {
    const seen = stubApi({
      'GET /api/student/diversity': () => ({ body: { diversity: given } }),
      'PUT /api/student/diversity': () => problem.badRequest(),
      'DELETE /api/student/diversity': () => ({ status: 204 }),
    });
    const { user } = renderScreen(<DiversitySettings />);
    expect((await screen.findByLabelText<HTMLSelectElement>('Gender')).value).toBe('woman');
    expect(screen.getByLabelText<HTMLSelectElement>('Ethnicity').value).toBe('GB:white');
    expect(screen.getByRole<HTMLInputElement>('checkbox').checked).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Save answers' }));
    expect((await screen.findByRole('alert')).textContent).toBe('That did not work. Please try again.');
    await user.click(screen.getByRole('button', { name: 'Withdraw consent and delete answers' }));
    expect(await screen.findByText('Your answers are deleted and no longer count anywhere.')).toBeTruthy();
    expect(seen.some((r) => r.method === 'DELETE' && r.path === '/api/student/diversity')).toBe(true);
    expect(screen.getByLabelText<HTMLSelectElement>('Gender').value).toBe('');
    expect(screen.getByRole<HTMLInputElement>('checkbox').checked).toBe(false);
  });

  it('answers that cannot be loaded offer a retry', async () => {
    let status = 500;
    stubApi({ 'GET /api/student/diversity': () => (status === 500 ? problem.server() : { body: { diversity: null } }) });
    const { user } = renderScreen(<DiversitySettings />);
    expect((await screen.findByRole('alert')).textContent).toContain('Your answers could not be loaded.');
    status = 200;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByLabelText('Gender')).toBeTruthy();
  });
});
