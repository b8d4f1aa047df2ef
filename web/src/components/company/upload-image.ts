import * as z from 'zod/mini';
import { outcomeRequest, type Outcome } from '../../lib/outcome-request.ts';

const uploadedSchema = z.object({ file: z.object({ url: z.string() }) });

/** `POST /api/uploads/image`: the server checks the image by content, re-encodes it and answers where it lives. */
export function uploadImage(file: File): Promise<Outcome<string>> {
  const form = new FormData();
  form.set('file', file, file.name);
  return outcomeRequest('post', 'api/uploads/image', (b) => uploadedSchema.parse(b).file.url, { form });
}
