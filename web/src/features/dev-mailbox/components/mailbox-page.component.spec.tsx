import { screen } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { renderScreen, stubApi } from '../../../testing/render.tsx';
import { MailboxPage } from './mailbox-page.tsx';

const mail = (id: string, createdAt: string, html: string) => ({ id, to: 'rosa@ucl.ac.uk', subject: `Subject ${id}`, text: 'plain', html, createdAt });

describe('the local mailbox', () => {
  it('shows the address’s mails newest first, with their HTML cleaned of scripts, images and styles', async () => {
    const seen = stubApi({
      'GET /api/dev/mailbox': () => ({
        body: { messages: [mail('old', '2026-11-20T10:00:00.000Z', '<p>Welcome</p>'), mail('new', '2026-11-21T10:00:00.000Z', '<p style="color:red" onclick="x()">Your code</p><script>alert(1)</script><img src="https://tracker.example/p.gif">')] },
      }),
    });
    const { user } = renderScreen(<MailboxPage />, { path: '/dev/mailbox' });
    await user.type(screen.getByLabelText('E-mail address'), 'rosa@ucl.ac.uk');
    await user.click(screen.getByRole('button', { name: 'Show messages' }));
    const messages = await screen.findAllByTestId('mailbox-message');
    expect(messages.map((m) => m.querySelector('h2')?.textContent)).toEqual(['Subject new', 'Subject old']);
    const body = messages[0]!.querySelector('.mailbox__html')!;
    expect(body.innerHTML).toBe('<p>Your code</p>');
    expect(seen[0]!.query.get('to')).toBe('rosa@ucl.ac.uk');
  });

  it('an address without mail, a server without the mailbox, and a failure each say so', async () => {
    let status = 200;
    stubApi({ 'GET /api/dev/mailbox': () => (status === 200 ? { body: { messages: [] } } : { status, body: { title: 'x', status } }) });
    const { unmount } = renderScreen(<MailboxPage />, { path: '/dev/mailbox?to=nobody@ucl.ac.uk' });
    expect(await screen.findByText('No messages for nobody@ucl.ac.uk.')).toBeTruthy();
    unmount();
    status = 404;
    const second = renderScreen(<MailboxPage />, { path: '/dev/mailbox?to=nobody@ucl.ac.uk' });
    expect((await screen.findByTestId('mailbox-disabled')).textContent).toBe('The mailbox is switched off on this server.');
    second.unmount();
    status = 500;
    renderScreen(<MailboxPage />, { path: '/dev/mailbox?to=nobody@ucl.ac.uk' });
    expect((await screen.findByRole('alert')).textContent).toBe('The mailbox could not be loaded.');
  });
});
