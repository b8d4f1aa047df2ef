import * as z from 'zod/mini';
import { http } from '../../../lib/http.ts';

const universitySchema = z.object({
  name: z.string(),
  logo: z.catch(z.string(), ''),
  domains: z.catch(z.array(z.string()), []),
});

export type UniversityDto = z.infer<typeof universitySchema>;

const responseSchema = z.object({ msg: z.string(), university: z.catch(z.array(z.unknown()), []) });

/**
 * `POST /get/university` {name: country}. Spec §7/§8: a msg other than 'success' is only logged (empty list); a
 * failed call rejects and the picker stops loading without a message.
 */
export async function getUniversities(country: string): Promise<UniversityDto[]> {
  const body = responseSchema.parse(await http.post('get/university', { json: { name: country } }).json<unknown>());
  if (body.msg !== 'success') {
    console.log(`get/university ${country}: ${body.msg}`);
    return [];
  }
  const out: UniversityDto[] = [];
  for (const item of body.university) {
    const parsed = universitySchema.safeParse(item);
    if (parsed.success) out.push(parsed.data);
  }
  return out;
}
