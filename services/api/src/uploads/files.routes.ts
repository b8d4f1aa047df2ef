import { NotFoundError } from '@fast-track/shared/errors';
import type { RateLimiter } from '@fast-track/shared/rate-limit/rate-limiter';
import { Router } from 'express';
import { callerOf, type Guard } from '../accounts/index.ts';
import type { BlobStore } from '../storage/index.ts';
import { readUpload } from './read-upload.ts';
import { sendStoredFile } from './send-file.ts';
import { TooManyUploadsError } from './upload.errors.ts';
import { uploadLimits } from '@fast-track/shared/uploads/upload-limits';
import { hashPattern, storeImage } from './upload.service.ts';

export interface FileRoutesDeps {
  store: BlobStore;
  guard: Guard;
  rateLimiter: RateLimiter;
}

/** Uploads per account per hour: a logo and a cover take a few tries; a loop filling the bucket does not get far. */
const uploadsPerHour = 60;
const servedTypes = new Set(['image/png', 'image/jpeg', 'image/webp', 'image/svg+xml']);

/**
 * POST /api/uploads/image (signed-in employers, career center staff, students, admins for magazine covers) → 201 { msg, file: StoredImage };
 * GET /api/files/:hash serves it to anyone, cached for a year (the URL names the bytes, so it never changes).
 */
export function fileRoutes(deps: FileRoutesDeps): Router {
  const router = Router();

  router.post('/uploads/image', deps.guard.requireKind('employer', 'career_center', 'student', 'admin'), async (req, res) => {
    const limit = await deps.rateLimiter.hit(`upload:${callerOf(res).accountId}`, uploadsPerHour, 3_600_000);
    if (!limit.allowed) throw new TooManyUploadsError(Math.ceil(limit.retryAfterMs / 1000));
    const { file } = await readUpload(req, { maxFileBytes: uploadLimits.imageBytes, maxFields: 2 });
    const stored = await storeImage(deps.store, file.bytes, file.claimedType);
    res.status(201).json({ msg: 'success', file: stored });
  });

  router.get('/files/:hash', async (req, res) => {
    const hash = String(req.params['hash']);
    if (!hashPattern.test(hash)) throw new NotFoundError('No such file.');
    if (req.get('if-none-match') === `"${hash}"`) {
      res.status(304).setHeader('Cache-Control', 'public, max-age=31536000, immutable').end();
      return;
    }
    const blob = await deps.store.get(hash);
    // Only images live at bare hashes; anything else (a key written by another route) is not this route's to serve.
    if (!blob || !servedTypes.has(blob.contentType)) throw new NotFoundError('No such file.');
    sendStoredFile(res, blob, { cache: 'immutable', etag: hash });
  });

  return router;
}
