import { z } from 'zod';
import { personNameText, storableText } from '../../http/safe-text.ts';

/** An address as the sign-up forms send it: trimmed, not empty (the audience's rule judges it later). */
export const registrationEmail = storableText(320).transform((s) => s.trim()).pipe(z.string().min(1));

/**
 * The fields of a staff audience's code sign-up (employers, career centers), spelt as the SPA sends them; an audience
 * adds its own (the career center's university). The code may come as a number from older clients.
 */
export const staffRegistrationFields = {
  firstName: personNameText,
  LastName: personNameText,
  EmailAddress: registrationEmail,
  password: storableText(1024),
  otp: z.union([storableText(16), z.number().int().nonnegative()]).transform(String),
};
