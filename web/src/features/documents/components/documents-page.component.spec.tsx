import { screen, within } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { renderScreen, stubApi } from '../../../testing/render.tsx';
import type { TeamDocument } from '../api/documents.ts';
import { DocumentsPage } from './documents-page.tsx';

const base = '/api/organisations/org-1/documents';
const brochure: TeamDocument = {
  documentId: 'd-1',
  name: 'Brochure 2027.pdf',
  contentType: 'application/pdf',
  size: 250_000,
  uploadedBy: { uniqueId: 'u-2', firstName: 'Dora', LastName: 'Nagy' },
  uploadedAt: '2026-11-20T10:00:00.000Z',
};
const renderPage = (myRole = 'member') => renderScreen(<DocumentsPage organisationId="org-1" myUniqueId="u-1" myRole={myRole} />);
const pdf = (name: string, size?: number) => {
  const file = new File(['%PDF-1.7'], name, { type: 'application/pdf' });
  if (size !== undefined) Object.defineProperty(file, 'size', { value: size });
  return file;
};

describe('the team’s documents', () => {
  it('loading, then the empty state; an upload joins the list', async () => {
    stubApi({
      [`GET ${base}`]: () => ({ body: { documents: [] } }),
      [`POST ${base}`]: () => ({ status: 201, body: { document: { ...brochure, uploadedBy: { uniqueId: 'u-1', firstName: 'Ana', LastName: 'Silva' } } } }),
    });
    const { user } = renderPage();
    expect(screen.getByRole('status', { name: 'Loading…' })).toBeTruthy();
    expect((await screen.findByTestId('documents-empty')).textContent).toBe('No documents yet. Upload the first one above.');
    await user.upload(screen.getByLabelText('Choose a file'), pdf('Brochure 2027.pdf'));
    const row = await screen.findByTestId('document-row');
    expect(within(row).getByText('Brochure 2027.pdf')).toBeTruthy();
    expect(within(row).getByRole('button', { name: 'Delete Brochure 2027.pdf' })).toBeTruthy();
  });

  it('a file over 20 MB is refused before uploading; a refused type is named', async () => {
    const seen = stubApi({
      [`GET ${base}`]: () => ({ body: { documents: [] } }),
      [`POST ${base}`]: () => ({ status: 415, body: { title: 'Unsupported media type', status: 415 } }),
    });
    const { user } = renderPage();
    await screen.findByTestId('documents-empty');
    await user.upload(screen.getByLabelText('Choose a file'), pdf('huge.pdf', 20 * 1024 * 1024 + 1));
    expect(screen.getByTestId('documents-upload-error').textContent).toBe('This file is larger than 20 MB.');
    expect(seen.some((r) => r.method === 'POST')).toBe(false);
    await user.upload(screen.getByLabelText('Choose a file'), pdf('renamed.pdf'));
    expect((await screen.findByText('This file type is not supported. Use PDF, Word, PowerPoint or an image.')).getAttribute('role')).toBe('alert');
  });

  it('only the uploader, an owner or an admin may delete; deleting asks first', async () => {
    stubApi({ [`GET ${base}`]: () => ({ body: { documents: [brochure] } }), [`POST ${base}/d-1/delete`]: () => ({ body: {} }) });
    const member = renderPage('member');
    expect(await screen.findByRole('button', { name: 'Download Brochure 2027.pdf' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Delete Brochure 2027.pdf' })).toBeNull();
    member.unmount();
    const { user } = renderPage('owner');
    await user.click(await screen.findByRole('button', { name: 'Delete Brochure 2027.pdf' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this document?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByTestId('documents-empty')).toBeTruthy();
  });

  it('a list that cannot be loaded offers a retry', async () => {
    let fail = true;
    stubApi({ [`GET ${base}`]: () => (fail ? 'network-error' : { body: { documents: [brochure] } }) });
    const { user } = renderPage();
    expect((await screen.findByTestId('documents-error')).textContent).toContain('We could not load the documents.');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('document-row')).toBeTruthy();
  });
});
