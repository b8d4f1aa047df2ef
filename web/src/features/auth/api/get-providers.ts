import * as z from 'zod/mini';
import { http } from '../../../lib/http.ts';

const schema = z.object({
  google: z.catch(z.nullable(z.object({ clientId: z.string() })), null),
  linkedin: z.catch(z.boolean(), false),
});

export type Providers = z.infer<typeof schema>;
export const NO_PROVIDERS: Providers = { google: null, linkedin: false };

/** `GET /api/auth/providers`: which social sign-ins are configured; none when the call fails. */
export async function getProviders(): Promise<Providers> {
  try {
    return schema.parse(await http.get('api/auth/providers').json<unknown>());
  } catch {
    return NO_PROVIDERS;
  }
}
