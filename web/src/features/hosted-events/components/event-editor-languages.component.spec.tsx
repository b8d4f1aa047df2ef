import { screen, within } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { liveStream, renderEditor } from '../testing/editor-harness.tsx';

// Content in several languages (issue 25): the editor's language tabs over the title and description.

const tab = (name: RegExp) => within(screen.getByRole('tablist', { name: 'Languages' })).getByRole('tab', { name });

describe('the event editor’s languages', () => {
  it('adds a language, writes its title there, keeps the original, and sends both', async () => {
    const { user, save, publish } = renderEditor(liveStream);
    expect(tab(/English/).getAttribute('aria-selected')).toBe('true');
    expect(tab(/English/).textContent).toContain('original');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Add a language' }), 'de');
    expect(tab(/Deutsch/).getAttribute('aria-selected')).toBe('true');
    const title = screen.getByLabelText<HTMLInputElement>('Title');
    expect(title.value).toBe('');
    expect(title.getAttribute('lang')).toBe('de');
    await user.type(title, 'Ein Tag im M&A-Team');
    await user.click(tab(/English/));
    expect(screen.getByLabelText<HTMLInputElement>('Title').value).toBe(liveStream.title);
    await save();
    expect((publish.mock.calls[0] as unknown[] | undefined)?.[0]).toMatchObject({ title: liveStream.title, sourceLanguage: 'en', translations: { de: { title: 'Ein Tag im M&A-Team', description: '' } } });
  });

  it('a version with a bad title opens its tab, marks it and sends nothing', async () => {
    const { save, publish } = renderEditor({ ...liveStream, translations: { fr: { title: 'Un', description: '' } } });
    await save();
    expect(tab(/Français/).getAttribute('aria-selected')).toBe('true');
    expect(tab(/Français/).textContent).toContain('check');
    expect(screen.getByText('The title needs 3 to 200 characters.')).toBeTruthy();
    expect(screen.getByLabelText('Title').getAttribute('aria-invalid')).toBe('true');
    expect(publish).not.toHaveBeenCalled();
  });

  it('removes a version and changes the source language; arrow keys move between tabs', async () => {
    const { user, save, publish } = renderEditor({ ...liveStream, translations: { it: { title: 'Un giorno nel team', description: '' } } });
    tab(/English/).focus();
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(tab(/Italiano/));
    expect(tab(/Italiano/).getAttribute('aria-selected')).toBe('true');
    await user.click(screen.getByRole('button', { name: 'Remove the Italiano version' }));
    expect(screen.queryByRole('tab', { name: /Italiano/ })).toBeNull();
    await user.selectOptions(screen.getByLabelText('This version is written in'), 'pl');
    expect(tab(/Polski/).textContent).toContain('original');
    await save();
    expect((publish.mock.calls[0] as unknown[] | undefined)?.[0]).toMatchObject({ sourceLanguage: 'pl', translations: {} });
  });

  it('a version field the server refuses opens that language', async () => {
    const { save } = renderEditor({ ...liveStream, translations: { es: { title: 'Un día en el equipo', description: '' } } }, () =>
      Promise.resolve({ ok: false, fields: [{ path: 'translations.es.title', message: 'no' }], message: null }),
    );
    await save();
    expect(await screen.findByText('This value was not accepted. Please check it.')).toBeTruthy();
    expect(tab(/Español/).getAttribute('aria-selected')).toBe('true');
  });
});
