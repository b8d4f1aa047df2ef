import * as z from 'zod/mini';
import { outcomeRequest } from '../../../lib/outcome-request.ts';

// Takedowns (issue 26 part 6, docs/admin.md § Takedowns): what an admin took down, why, and the owners are told.

export const TAKEDOWN_KINDS = ['event', 'job', 'challenge', 'message', 'question', 'article'] as const;
export type TakedownKind = (typeof TAKEDOWN_KINDS)[number];

const rowSchema = z.object({
  contentId: z.string(),
  kind: z.string(),
  title: z.catch(z.string(), ''),
  adminId: z.string(),
  reason: z.catch(z.string(), ''),
  at: z.string(),
});
export type TakedownRow = z.infer<typeof rowSchema>;

/** `POST /api/admin/takedowns`: `ref` is the content's id, its page's link or the whole address of its page. */
export const takeDown = (kind: TakedownKind, ref: string, reason: string) =>
  outcomeRequest('post', 'api/admin/takedowns', (b) => z.object({ contentId: z.string(), title: z.catch(z.string(), '') }).parse(b), { json: { kind, ref, reason } });

/** `GET /api/admin/takedowns`: the latest, newest first. */
export const listTakedowns = () => outcomeRequest('get', 'api/admin/takedowns', (b) => z.object({ takedowns: z.array(rowSchema) }).parse(b).takedowns);
