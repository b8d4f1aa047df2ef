import { screen, waitFor } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { renderScreen, stubApi } from '../../../testing/render.tsx';
import { InquiryForm } from './inquiry-form.tsx';

const path = '/api/public/inquiries';

describe('the public site’s inquiry forms', () => {
  it('a tour request sent empty names each field and sends nothing', async () => {
    const seen = stubApi({});
    const { user } = renderScreen(<InquiryForm kind="tour" />);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByTestId('inquiry-error').textContent).toBe('Please check the highlighted fields.');
    expect(screen.getAllByText('Please fill in this field.').length).toBeGreaterThanOrEqual(3);
    expect(screen.getByText('Please choose at least one time.')).toBeTruthy();
    expect(screen.getByLabelText('Full name').getAttribute('aria-invalid')).toBe('true');
    expect(seen).toHaveLength(0);
  });

  it('a tour asks for a work address, not a personal one', async () => {
    stubApi({});
    const { user } = renderScreen(<InquiryForm kind="tour" />);
    await user.type(screen.getByLabelText('Work e-mail address'), 'ana@gmail.com');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByText('Please use your work e-mail address, not a personal one.')).toBeTruthy();
  });

  it('a support question is sent with only its fields and answered with its reference', async () => {
    const seen = stubApi({ [`POST ${path}`]: () => ({ status: 201, body: { msg: 'success', reference: 'FT-7K2Q' } }) });
    const { user } = renderScreen(<InquiryForm kind="support" />);
    await user.type(screen.getByLabelText('Full name'), 'Ana Nowak');
    await user.type(screen.getByLabelText('E-mail address'), 'ana@gmail.com');
    await user.selectOptions(screen.getByLabelText('Topic'), 'jobs');
    await user.type(screen.getByLabelText('Your message'), 'Where do I see my applications?');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect((await screen.findByTestId('inquiry-sent')).textContent).toContain('Your reference: FT-7K2Q.');
    expect(seen[0]?.body).toEqual({ kind: 'support', name: 'Ana Nowak', email: 'ana@gmail.com', topic: 'jobs', message: 'Where do I see my applications?', lng: 'en' });
  });

  it('too many requests says when to try again and keeps what was typed', async () => {
    stubApi({ [`POST ${path}`]: () => ({ status: 429, body: { title: 'Too many requests', status: 429 } }) });
    const { user } = renderScreen(<InquiryForm kind="support" />);
    await user.type(screen.getByLabelText('Full name'), 'Ana Nowak');
    await user.type(screen.getByLabelText('E-mail address'), 'ana@gmail.com');
    await user.selectOptions(screen.getByLabelText('Topic'), 'other');
    await user.type(screen.getByLabelText('Your message'), 'A question about my data.');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(screen.getByTestId('inquiry-error').textContent).toBe('You have sent several requests in a short time. Please try again in an hour.'));
    expect(screen.getByLabelText<HTMLInputElement>('Full name').value).toBe('Ana Nowak');
  });
});
