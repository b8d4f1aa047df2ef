import { screen, waitFor } from '@testing-library/preact';
import { describe, expect, it, vi } from 'vitest';
import { renderScreen, stubApi } from '../../testing/render.tsx';
import { emptyDraft, type CompanyDraft } from './company-draft.ts';
import { CompanyEditor, type SubmitProblem } from './company-editor.tsx';

type Submit = (draft: CompanyDraft) => Promise<SubmitProblem | undefined>;

const stored = `/api/files/${'c'.repeat(64)}`;
const png = (bytes = 200) => new File([new Uint8Array(bytes)], 'logo.png', { type: 'image/png' });

function editor(mode: 'create' | 'edit', onSubmit = vi.fn<Submit>(() => Promise.resolve(undefined)), initial: CompanyDraft = emptyDraft()) {
  const rendered = renderScreen(<CompanyEditor mode={mode} initial={initial} submitLabel="Create company" busyLabel="Loading…" onSubmit={onSubmit} />);
  return { ...rendered, onSubmit };
}

describe('the one company editor', () => {
  it('creating: names every missing fact on its field, focuses the first, and sends nothing', async () => {
    const { user, onSubmit } = editor('create');
    await user.click(screen.getByTestId('company-submit'));
    expect(screen.getByTestId('company-name-error').textContent).toBe('Please enter the company name');
    expect(screen.getByTestId('company-website-error').textContent).toBe('Please fill in this field');
    expect(screen.getByTestId('company-industry-error').textContent).toBe('Please choose one');
    expect(screen.getByTestId('company-country-error').textContent).toBe('Please choose one');
    const name = screen.getByLabelText('Company name');
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(name.getAttribute('aria-describedby')).toBe('company-name-error');
    expect(document.activeElement).toBe(name);
    // No field for an image address any more: images are uploaded.
    expect(screen.queryByLabelText(/Logo URL/)).toBeNull();
    // Tagline and offices come later, in the profile editor.
    expect(screen.queryByLabelText('Tagline')).toBeNull();
    expect(screen.queryByTestId('add-location')).toBeNull();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('refuses an http website and a description with a control character before sending', async () => {
    const { user, onSubmit } = editor('create');
    await user.type(screen.getByLabelText('Website'), 'http://acme.example.com');
    await user.type(screen.getByLabelText('About'), 'tab\u0007bell');
    await user.click(screen.getByTestId('company-submit'));
    expect(screen.getByTestId('company-website-error').textContent).toBe('Please enter a web address such as acme.com');
    expect(screen.getByTestId('company-about-error').textContent).toBe('Please remove line breaks and special characters');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('uploads the logo at once and sends its address with the facts; the server’s field refusals land on their fields', async () => {
    stubApi({ 'POST /api/uploads/image': () => ({ status: 201, body: { msg: 'success', file: { hash: 'c'.repeat(64), url: stored, contentType: 'image/png' } } }) });
    const onSubmit = vi.fn<Submit>(() => Promise.resolve({ fields: { website: 'invalid' } }));
    const { user } = editor('create', onSubmit);
    await user.type(screen.getByLabelText('Company name'), 'Acme');
    await user.upload(screen.getByTestId('logo-input'), png());
    await waitFor(() => expect(screen.getByTestId('logo-preview').getAttribute('src')).toBe(stored));
    await user.type(screen.getByLabelText('Website'), 'acme.example.com');
    await user.selectOptions(screen.getByLabelText('Industry'), 'Consulting');
    await user.selectOptions(screen.getByLabelText('Company size'), '51-200');
    await user.selectOptions(screen.getByLabelText('Headquarters'), 'Poland');
    await user.click(screen.getByTestId('company-submit'));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ name: 'Acme', logo: stored, cover: null, website: 'acme.example.com', industry: 'Consulting', country: 'Poland' });
    expect((await screen.findByTestId('company-website-error')).textContent).toBe('Please check this field');
    expect(screen.getByTestId('company-submit').hasAttribute('disabled')).toBe(false);
  }, 20_000);

  it.each([
    [415, 'This file is not an image we can use. Please choose a PNG, JPEG, WebP or SVG file.'],
    [413, 'This file is too large. Images may be at most 5 MB.'],
    [429, 'You have uploaded many images in a short time. Please try again later.'],
    [500, 'The image could not be uploaded. Please try again.'],
  ])('says why an upload was refused (%i) and keeps no image', async (status, message) => {
    stubApi({ 'POST /api/uploads/image': () => ({ status, body: { title: 'Refused', status } }) });
    const { user } = editor('edit');
    await user.upload(screen.getByTestId('cover-input'), png());
    expect((await screen.findByTestId('cover-error')).textContent).toBe(message);
    expect(screen.queryByTestId('cover-preview')).toBeNull();
  });

  it('refuses a file over the limit before uploading it', async () => {
    const seen = stubApi({});
    const { user } = editor('edit');
    await user.upload(screen.getByTestId('logo-input'), png(5 * 1024 * 1024 + 1));
    expect((await screen.findByTestId('logo-error')).textContent).toBe('This file is too large. Images may be at most 5 MB.');
    expect(seen.filter((r) => r.path === '/api/uploads/image')).toHaveLength(0);
  });

  it('editing: offers tagline and offices, no name, and flags a repeated office', async () => {
    const initial: CompanyDraft = { ...emptyDraft(), industry: 'Consulting', size: '11-50', country: 'Germany', website: 'https://acme.example.com', locations: ['Berlin'] };
    const { user, onSubmit } = editor('edit', undefined, initial);
    expect(screen.queryByLabelText('Company name')).toBeNull();
    expect(screen.getByLabelText('Tagline')).toBeTruthy();
    await user.click(screen.getByTestId('add-location'));
    await user.type(screen.getByTestId('location-1'), 'berlin');
    await user.click(screen.getByTestId('company-save'));
    expect(screen.getByTestId('company-locations-error').textContent).toBe('Each location only once');
    expect(onSubmit).not.toHaveBeenCalled();
    await user.clear(screen.getByTestId('location-1'));
    await user.type(screen.getByTestId('location-1'), 'Hamburg');
    await user.click(screen.getByTestId('company-save'));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
  }, 20_000);
});
