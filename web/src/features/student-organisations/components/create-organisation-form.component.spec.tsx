import { screen } from '@testing-library/preact';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getAppState, setAppState } from '../../../lib/app-state.ts';
import { toast } from '../../../lib/toast.ts';
import { renderScreen, stubApi } from '../../../testing/render.tsx';
import { CreateOrganisationForm } from './create-organisation-form.tsx';

const ucl = { name: 'University College London', area: 'United Kingdom' };
const me = () => ({ body: { user: { university: ucl } } });

function renderForm() {
  return renderScreen(
    <Routes>
      <Route path="/create/organization" element={<CreateOrganisationForm universityPicker={<button type="button">Change university</button>} />} />
      <Route path="/so/:organisationId/*" element={<p>Organisation dashboard</p>} />
      <Route path="/login" element={<p>Sign-in page</p>} />
    </Routes>,
    { path: '/create/organization' },
  );
}

const universityPrefilled = () => vi.waitFor(() => expect(getAppState().Uni?.name).toBe(ucl.name));

afterEach(() => setAppState({ Uni: null }));

describe('founding a student organisation', () => {
  it('prefills the student’s university; an empty form names name and category and focuses the name', async () => {
    const seen = stubApi({ 'GET /api/student/me': me });
    const { user } = renderForm();
    await vi.waitFor(() => expect(seen.some((r) => r.path === '/api/student/me')).toBe(true));
    await user.click(screen.getByRole('button', { name: 'Create organisation' }));
    expect(screen.getByText('Please enter a name')).toBeTruthy();
    expect(screen.getByText('Please choose a category')).toBeTruthy();
    expect(screen.queryByText('Please choose your university')).toBeNull();
    expect(document.activeElement?.id).toBe('so-name');
    expect(seen.filter((r) => r.method === 'POST')).toHaveLength(0);
  });

  it('a description counts emoji once and turns red past 1,000; a javascript: logo is refused', async () => {
    stubApi({ 'GET /api/student/me': me });
    const { user } = renderForm();
    const description = screen.getByLabelText('Description (optional)');
    description.focus();
    await user.paste('🎉'.repeat(1001));
    expect(screen.getByText('1001/1000 characters')).toBeTruthy();
    await user.type(screen.getByLabelText('Logo URL (optional)'), 'javascript:alert(1)');
    await user.click(screen.getByRole('button', { name: 'Create organisation' }));
    expect(screen.getByText('At most 1000 characters')).toBeTruthy();
    expect(screen.getByText('Please enter a web address starting with https://')).toBeTruthy();
  });

  it('creates the organisation and opens its dashboard', async () => {
    const seen = stubApi({
      'GET /api/student/me': me,
      'POST /api/organisations/student': () => ({ status: 201, body: { msg: 'success', organisation: { organisationId: 'so-1', name: 'UCL Finance Society' } } }),
    });
    const created = vi.spyOn(toast, 'success');
    const { user } = renderForm();
    await user.type(screen.getByLabelText('Name of the organisation'), '  UCL Finance Society ');
    await user.selectOptions(screen.getByLabelText('Category'), 'Finance');
    await universityPrefilled();
    await user.click(screen.getByRole('button', { name: 'Create organisation' }));
    expect(await screen.findByText('Organisation dashboard')).toBeTruthy();
    expect(seen.find((r) => r.method === 'POST')?.body).toEqual({ name: 'UCL Finance Society', university: ucl, category: 'Finance', description: '' });
    expect(created).toHaveBeenCalledWith('UCL Finance Society has been created');
  });

  it('a name taken at the university is said in words, and the form stays', async () => {
    stubApi({ 'GET /api/student/me': me, 'POST /api/organisations/student': () => ({ status: 409, body: { title: 'Conflict', status: 409 } }) });
    const failed = vi.spyOn(toast, 'error');
    const { user } = renderForm();
    await user.type(screen.getByLabelText('Name of the organisation'), 'UCL Finance Society');
    await user.selectOptions(screen.getByLabelText('Category'), 'Finance');
    await universityPrefilled();
    await user.click(screen.getByRole('button', { name: 'Create organisation' }));
    await vi.waitFor(() => expect(failed).toHaveBeenCalledWith('An organisation with this name already exists at your university.'));
    expect(screen.getByLabelText('Name of the organisation')).toBeTruthy();
  });
});
