import * as z from 'zod/mini';
import { http } from '../../../lib/http.ts';

/** `GET /api/auth/providers` → whether LinkedIn sign-in is configured; no when the call fails. */
export async function linkedinConfigured(): Promise<boolean> {
  try {
    return z.object({ linkedin: z.catch(z.boolean(), false) }).parse(await http.get('api/auth/providers').json<unknown>()).linkedin;
  } catch {
    return false;
  }
}

/**
 * `POST /api/linkedin/authorize/career-center` `{ mode, university? }` → the LinkedIn URL the browser goes to. LinkedIn
 * comes back through the API, which sends the browser to /career-center/{mode}/linkedin with the session or an error
 * in the fragment. Registering needs the university: a new address must be at one of its domains.
 */
export async function linkedinAuthorizationUrl(input: { mode: 'login' | 'register'; university?: { name: string; area: string } }): Promise<string> {
  const body = await http.post('api/linkedin/authorize/career-center', { json: input }).json<unknown>();
  return z.object({ authorizationUrl: z.string() }).parse(body).authorizationUrl;
}
