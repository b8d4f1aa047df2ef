import { dateTimeFormat } from '../../../lib/date-format.ts';

/** A message's time: the hour today, the date otherwise (the reader's language). */
export function chatTime(iso: string, locale: string, now = new Date()): string {
  const at = new Date(iso);
  const sameDay = at.toDateString() === now.toDateString();
  return dateTimeFormat(locale, sameDay ? { hour: '2-digit', minute: '2-digit' } : { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' }).format(at);
}

/** My side of a conversation: the organisation that is not a company's guest is 'a' (docs/messaging.md). */
export function mySideOf(inboxIsStudent: boolean, otherType: 'student' | 'company' | 'society'): 'a' | 'b' {
  if (otherType === 'student') return 'a';
  if (otherType === 'society') return 'b';
  return inboxIsStudent ? 'b' : 'a';
}
