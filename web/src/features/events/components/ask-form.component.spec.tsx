import { screen } from '@testing-library/preact';
import { describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../../testing/render.tsx';
import type { AskResult } from '../hooks/use-questions.ts';
import { AskForm } from './ask-form.tsx';

function renderForm(result: AskResult = 'posted') {
  const onAsk = vi.fn(() => Promise.resolve(result));
  const view = renderScreen(<AskForm onAsk={onAsk} />);
  return { ...view, onAsk, field: () => screen.getByLabelText<HTMLTextAreaElement>('Your question'), post: () => view.user.click(screen.getByRole('button', { name: 'Post question' })) };
}

describe('the question form', () => {
  it('an empty or too short question is named, and the message follows the text until it is fixed', async () => {
    const { user, field, post, onAsk } = renderForm();
    await post();
    expect(screen.getByRole('alert').textContent).toBe('Please write your question first.');
    await user.type(field(), 'Hi');
    expect(screen.getByRole('alert').textContent).toBe('A question needs at least 3 characters.');
    expect(field().getAttribute('aria-invalid')).toBe('true');
    await user.type(field(), '!');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(onAsk).not.toHaveBeenCalled();
  });

  it('counts trimmed characters and refuses past 500', async () => {
    const { user, field, post, onAsk } = renderForm();
    field().focus();
    await user.paste(`  ${'q'.repeat(501)}  `);
    expect(screen.getByTestId('ask-counter').textContent).toBe('501/500');
    await post();
    expect(screen.getByRole('alert').textContent).toBe('A question can have at most 500 characters.');
    expect(onAsk).not.toHaveBeenCalled();
  });

  it('a posted question clears the field; a refused one keeps what was typed', async () => {
    const posted = renderForm('posted');
    await posted.user.type(posted.field(), 'What does a first year analyst do?');
    await posted.post();
    expect(posted.onAsk).toHaveBeenCalledWith('What does a first year analyst do?');
    expect(posted.field().value).toBe('');
    posted.unmount();
    const refused = renderForm('failed');
    await refused.user.type(refused.field(), 'Is there a summer programme?');
    await refused.post();
    expect(refused.field().value).toBe('Is there a summer programme?');
  });
});
