import express, { Router } from 'express';
import { z } from 'zod';
import { parseBody } from '../http/parse-body.ts';
import { storableText } from '../http/safe-text.ts';
import type { UniversityCatalog } from './university-catalog.ts';

const request = z.object({ name: storableText(100).pipe(z.string().min(1)) });

const unsupported = JSON.stringify({ msg: 'unsupported country', university: [] });

/**
 * POST /get/university (docs/accounts.md). The path is the spec's, outside /api, so this router brings
 * its own small JSON parser. Answers are serialised once at boot; a request only picks one.
 */
export function universityRoutes(catalog: UniversityCatalog): Router {
  const router = Router();
  router.post('/get/university', express.json({ limit: '2kb' }), (req, res) => {
    const { name } = parseBody(request, req.body);
    res.type('application/json').send(catalog.responseBodyOf(name) ?? unsupported);
  });
  return router;
}
