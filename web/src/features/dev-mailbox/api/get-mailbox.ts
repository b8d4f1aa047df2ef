import * as z from 'zod/mini';
import { http } from '../../../lib/http.ts';

const messageSchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.catch(z.string(), ''),
  text: z.catch(z.string(), ''),
  html: z.catch(z.string(), ''),
  createdAt: z.catch(z.string(), ''),
});

export type MailboxMessage = z.infer<typeof messageSchema>;

export type MailboxResult = { kind: 'ok'; messages: MailboxMessage[] } | { kind: 'disabled' } | { kind: 'error' };

/** `GET /api/dev/mailbox?to=` (newest first); 404 means the local outbox is switched off (production). */
export async function getMailbox(to: string): Promise<MailboxResult> {
  try {
    const response = await http.get('api/dev/mailbox', { searchParams: { to: to.trim() }, throwHttpErrors: false });
    if (response.status === 404) return { kind: 'disabled' };
    if (!response.ok) return { kind: 'error' };
    const body = z.object({ messages: z.array(messageSchema) }).parse(await response.json());
    const messages = [...body.messages].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    return { kind: 'ok', messages };
  } catch {
    return { kind: 'error' };
  }
}
