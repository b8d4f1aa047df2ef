import { fireEvent, screen } from '@testing-library/preact';
import { describe, expect, it, vi } from 'vitest';
import { renderScreen, stubApi } from '../../../testing/render.tsx';
import { ArticleEditor } from './article-editor.tsx';

const stored = {
  articleId: 'a-1',
  link: 'how-to-read-a-balance-sheet',
  title: 'How to read a balance sheet',
  description: 'Three numbers that tell the story.',
  language: 'de',
  publishAt: '2026-11-20T09:00:00.000Z',
  cover: null,
  body: '<p>Assets, liabilities, equity.</p>',
};

const typeBody = (html: string) => {
  const box = screen.getByTestId('article-body');
  box.innerHTML = html;
  fireEvent.input(box);
};

describe('the article editor', () => {
  it('a new article names each empty field and sends nothing', async () => {
    const seen = stubApi({});
    const onDone = vi.fn();
    const { user } = renderScreen(<ArticleEditor onDone={onDone} />);
    await user.click(screen.getByRole('button', { name: 'Save article' }));
    expect(screen.getAllByText('Please fill in this field.')).toHaveLength(3);
    expect(screen.getByLabelText('Title').getAttribute('aria-invalid')).toBe('true');
    expect(seen).toHaveLength(0);
    expect(onDone).not.toHaveBeenCalled();
  });

  it('title and description stop at the server’s limits', () => {
    renderScreen(<ArticleEditor onDone={vi.fn()} />);
    expect(screen.getByLabelText('Title').getAttribute('maxlength')).toBe('160');
    expect(screen.getByLabelText('Short description (list and link previews)').getAttribute('maxlength')).toBe('300');
  });

  it('a complete article is sent and the editor closes', async () => {
    const seen = stubApi({ 'POST /api/admin/magazine': () => ({ status: 201, body: { articleId: 'a-2' } }) });
    const onDone = vi.fn();
    const { user } = renderScreen(<ArticleEditor onDone={onDone} />);
    await user.type(screen.getByLabelText('Title'), 'Your first week');
    await user.type(screen.getByLabelText('Short description (list and link previews)'), 'What nobody tells you.');
    await user.selectOptions(screen.getByLabelText('Language'), 'fr');
    typeBody('<p>Bring a notebook.</p>');
    await user.click(screen.getByRole('button', { name: 'Save article' }));
    await vi.waitFor(() => expect(onDone).toHaveBeenCalledWith(true));
    expect(seen[0]?.body).toEqual(expect.objectContaining({ title: 'Your first week', language: 'fr', body: '<p>Bring a notebook.</p>', cover: null }));
  });

  it('loads an article to edit, and a refusal of its cover is named on the cover', async () => {
    stubApi({
      'GET /api/admin/magazine/a-1': () => ({ body: { article: stored } }),
      'POST /api/admin/magazine/a-1': () => ({ status: 400, body: { title: 'Bad request', status: 400, errors: [{ path: 'cover', message: 'must be an uploaded image' }] } }),
    });
    const onDone = vi.fn();
    const { user } = renderScreen(<ArticleEditor articleId="a-1" onDone={onDone} />);
    expect(screen.getByRole('status').textContent).toBe('Loading…');
    expect((await screen.findByLabelText<HTMLInputElement>('Title')).value).toBe(stored.title);
    await user.click(screen.getByRole('button', { name: 'Save article' }));
    expect(await screen.findByText('Please choose a PNG, JPEG or WebP image of up to 5 MB.')).toBeTruthy();
    expect(onDone).not.toHaveBeenCalled();
  });

  it('an article that cannot be loaded says so and offers the way back', async () => {
    stubApi({ 'GET /api/admin/magazine/a-9': () => ({ status: 404, body: { title: 'Not found', status: 404 } }) });
    const onDone = vi.fn();
    const { user } = renderScreen(<ArticleEditor articleId="a-9" onDone={onDone} />);
    expect((await screen.findByRole('alert')).textContent).toContain('We could not load the articles.');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onDone).toHaveBeenCalledWith(false);
  });
});
