import { screen, within } from '@testing-library/preact';
import { describe, expect, it, vi } from 'vitest';
import { heldAnswer, problem } from '../../../testing/deferred.ts';
import { quietToasts } from '../../../testing/quiet-toasts.ts';
import { renderScreen, stubApi } from '../../../testing/render.tsx';
import type { Conversation, Inbox } from '../api/messaging.ts';
import { Thread } from './thread.tsx';

// The company's inbox talking to a student: the company is side 'a' (chat-time.ts mySideOf).
const inbox: Inbox = { kind: 'organisation', organisationId: 'org-1' };
const path = '/api/organisations/org-1/messages/conversations/c-1';
const conversation: Conversation = {
  conversationId: 'c-1',
  kind: 'company_student',
  other: { type: 'student', id: 's-1', name: 'Rosa Lind', logo: null },
  lastSeq: 0,
  lastMessageAt: null,
  lastMessage: null,
  unread: 0,
  otherReadSeq: 0,
  blockedByMe: false,
  blockedByOther: false,
};
const message = (seq: number, side: 'a' | 'b', text: string) => ({ messageId: `m-${seq}`, clientMessageId: `cm-${seq}`, seq, side, text, removed: false, sentAt: '2026-11-20T10:00:00.000Z', mine: side === 'a' });

function renderThread(onChanged = vi.fn(), given: Conversation = conversation) {
  return { onChanged, ...renderScreen(<Thread inbox={inbox} conversation={given} onBack={() => undefined} onChanged={onChanged} />) };
}

describe('a conversation', () => {
  it('loading, then the empty state; a message sent with Enter shows as sent', async () => {
    const held = heldAnswer({ body: { messages: [], nextBefore: null } });
    const seen = stubApi({ [`GET ${path}/messages`]: held.route, [`POST ${path}/messages`]: (r) => ({ status: 201, body: { message: { ...message(1, 'a', (r.body as { text: string }).text), clientMessageId: (r.body as { clientMessageId: string }).clientMessageId } } }) });
    const { user } = renderThread();
    expect(screen.getByText('Loading messages…')).toBeTruthy();
    held.release();
    expect(await screen.findByText('No messages yet. Say hello!')).toBeTruthy();
    const send = screen.getByRole<HTMLButtonElement>('button', { name: 'Send' });
    expect(send.disabled).toBe(true);
    await user.click(screen.getByLabelText('Your message'));
    await user.paste('   ');
    expect(send.disabled).toBe(true);
    await user.paste('Hello Rosa ');
    await user.keyboard('{Enter}');
    const log = screen.getByRole('log', { name: 'Messages' });
    expect(await within(log).findByText('Sent', { exact: false })).toBeTruthy();
    expect(within(log).getByText('Hello Rosa')).toBeTruthy();
    const post = seen.find((r) => r.method === 'POST');
    expect(post?.body).toMatchObject({ text: 'Hello Rosa' });
    expect(typeof (post?.body as { clientMessageId?: unknown }).clientMessageId).toBe('string');
    expect(screen.getByLabelText<HTMLTextAreaElement>('Your message').value).toBe('');
  });

  it('marks the other side’s messages read and loads earlier ones on request', async () => {
    const seen = stubApi({
      [`GET ${path}/messages`]: (r) => (r.query.get('before') ? { body: { messages: [message(1, 'b', 'First question')], nextBefore: null } } : { body: { messages: [message(2, 'b', 'Second question')], nextBefore: 2 } }),
      [`POST ${path}/read`]: () => ({ status: 204 }),
    });
    const { user } = renderThread();
    expect(await screen.findByText('Second question')).toBeTruthy();
    await vi.waitFor(() => expect(seen.find((r) => r.path === `${path}/read`)?.body).toEqual({ upToSeq: 2 }));
    await user.click(screen.getByRole('button', { name: 'Show earlier messages' }));
    expect(await screen.findByText('First question')).toBeTruthy();
    expect(seen.find((r) => r.query.get('before'))?.query.get('before')).toBe('2');
    expect(screen.getAllByTestId('chat-message').map((m) => m.dataset['seq'])).toEqual(['1', '2']);
    expect(screen.queryByRole('button', { name: 'Show earlier messages' })).toBeNull();
  });

  it('a message refused because the conversation is blocked says so and offers a retry', async () => {
    stubApi({
      [`GET ${path}/messages`]: () => ({ body: { messages: [], nextBefore: null } }),
      [`POST ${path}/messages`]: () => ({ status: 403, body: { type: 'about:blank', title: 'Forbidden', status: 403, code: 'CONVERSATION_BLOCKED', detail: 'blocked' } }),
      [`GET ${path}`]: () => ({ body: { conversation: { ...conversation, blockedByOther: true } } }),
    });
    const { user, onChanged } = renderThread();
    await user.click(await screen.findByLabelText('Your message'));
    await user.paste('Hello');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect((await screen.findByTestId('chat-blocked')).textContent).toBe('You can no longer send messages in this conversation.');
    expect(screen.getByRole('button', { name: 'Not sent – try again' })).toBeTruthy();
    await vi.waitFor(() => expect(onChanged).toHaveBeenCalledWith(expect.objectContaining({ blockedByOther: true })));
  });

  it('blocking sends the choice and says so; a refused block says so; a failed load shows an error', async () => {
    let status = 200;
    const seen = stubApi({
      [`GET ${path}/messages`]: () => problem.server(),
      [`POST ${path}/block`]: (r) => (status === 200 ? { body: { conversation: { ...conversation, blockedByMe: (r.body as { blocked: boolean }).blocked } } } : problem.server()),
    });
    const toasts = quietToasts();
    const { user, onChanged } = renderThread();
    expect((await screen.findByRole('alert')).textContent).toBe("We couldn't load the messages.");
    await user.click(screen.getByRole('button', { name: 'Block' }));
    await vi.waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Blocked. No further messages will arrive.'));
    expect(seen.find((r) => r.path === `${path}/block`)?.body).toEqual({ blocked: true });
    expect(onChanged).toHaveBeenCalledWith(expect.objectContaining({ blockedByMe: true }));
    status = 500;
    await user.click(screen.getByRole('button', { name: 'Block' }));
    await vi.waitFor(() => expect(toasts.error).toHaveBeenCalledWith("That didn't work. Please try again."));
  });

  it('a conversation I blocked cannot be written in', async () => {
    stubApi({ [`GET ${path}/messages`]: () => ({ body: { messages: [], nextBefore: null } }) });
    renderThread(vi.fn(), { ...conversation, blockedByMe: true });
    expect((await screen.findByTestId('chat-blocked')).textContent).toBe('You blocked this conversation. Unblock it to send messages.');
    expect(screen.getByLabelText<HTMLTextAreaElement>('Your message').disabled).toBe(true);
    expect(screen.getByRole('button', { name: 'Unblock' })).toBeTruthy();
  });
});
