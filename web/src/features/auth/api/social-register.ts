import * as z from 'zod/mini';
import { http } from '../../../lib/http.ts';

export interface SocialRegisterInput {
  university: { name: string; area: string };
  invite?: string;
}

/** The spec's multipart form (§7), without a password or e-mail: the provider vouches for the address. */
function form(input: SocialRegisterInput): FormData {
  const data = new FormData();
  data.set('selectedUni', JSON.stringify(input.university));
  data.set('selectedItem', JSON.stringify([{ id: 'Finance' }]));
  data.set('orgData', '{}');
  data.set('addedCompanies', '[]');
  data.set('addedEvents', '[]');
  data.set('addedGroups', '[]');
  if (input.invite) data.set('invite', input.invite);
  return data;
}

const googleSchema = z.object({ msg: z.string(), token: z.optional(z.string()), message: z.optional(z.string()) });

/** `POST /api/google/student/register` with the Google ID token. */
export async function registerWithGoogle(input: SocialRegisterInput & { credential: string }) {
  const data = form(input);
  data.set('credentialResponse', input.credential);
  return googleSchema.parse(await http.post('api/google/student/register', { body: data, throwHttpErrors: false }).json<unknown>());
}

/** `POST /api/google/nonce` → a single-use nonce (10 minutes) the ID token must carry back to the API. */
export async function googleNonce(): Promise<string> {
  return z.object({ nonce: z.string() }).parse(await http.post('api/google/nonce').json<unknown>()).nonce;
}

/** `POST /api/linkedin/authorize/student/register` → the URL the browser goes to. */
export async function linkedinAuthorizationUrl(input: SocialRegisterInput): Promise<string> {
  const body = z.object({ authorizationUrl: z.string() }).parse(await http.post('api/linkedin/authorize/student/register', { body: form(input) }).json<unknown>());
  return body.authorizationUrl;
}
