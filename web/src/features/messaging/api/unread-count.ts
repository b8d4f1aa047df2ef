import { http } from '../../../lib/http.ts';
import { fields, num } from '../../../lib/strict-read.ts';

/**
 * Everything unread across the inboxes the signed-in person reads (the header badge). Read without zod and kept out
 * of the feature's API chunk (web/vite.config.ts): the badge is on every signed-in first screen (issue 28).
 */
export async function unreadCount(): Promise<number> {
  const body = await http.get('api/messaging/unread').json<unknown>();
  return num(fields(body, 'unread answer').unread, 'unread');
}
