import { Router } from 'express';
import { parseBody } from '../http/parse-body.ts';
import { inquiryRequest } from './inquiry.ts';
import { submitInquiry, type InquiryDeps } from './inquiry.service.ts';

/** POST /api/public/inquiries: the public site's three forms (docs/public-site.md). No session needed. */
export function inquiryRoutes(deps: InquiryDeps): Router {
  const router = Router();
  router.post('/public/inquiries', async (req, res) => {
    const request = parseBody(inquiryRequest, req.body);
    const outcome = await submitInquiry(deps, request, req.ip ?? 'unknown');
    if (outcome.msg === 'throttled') {
      res.status(429).set('Retry-After', String(outcome.retryAfter)).json(outcome);
      return;
    }
    res.status(201).json(outcome);
  });
  return router;
}
