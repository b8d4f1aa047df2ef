import { createHmac, timingSafeEqual } from 'node:crypto';

// The unsubscribe link of an announcement mail: /announcements/unsubscribe/<studentId>.<signature>, the signature an
// HMAC of the student's id under the identity secret. It needs no sign-in and names nobody else; using it again only
// says the student is unsubscribed (the fact is recorded once), so it is safe to follow any number of times. It does
// not expire: a mail from last year must still let its reader stop the mails.

const purpose = 'announcement-unsubscribe:';
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
export const unsubscribeTokenPattern = /^[0-9a-f-]{36}\.[\w-]{43}$/;

const sign = (secret: string, studentId: string): string => createHmac('sha256', secret).update(purpose + studentId).digest('base64url');

export function unsubscribeToken(secret: string, studentId: string): string {
  return `${studentId}.${sign(secret, studentId)}`;
}

/** The student the token was made for, or undefined when it is malformed or not ours. */
export function studentOfToken(secret: string, token: string): string | undefined {
  if (!unsubscribeTokenPattern.test(token)) return undefined;
  const [studentId = '', signature = ''] = token.split('.');
  if (!uuid.test(studentId)) return undefined;
  const expected = Buffer.from(sign(secret, studentId));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given) ? studentId : undefined;
}
