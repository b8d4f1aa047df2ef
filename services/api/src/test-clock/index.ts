// The test clock (config TEST_CLOCK, e2e only): moves the challenge clock forward so a browser test can see an
// attempt's time run out without waiting out a real window (docs/operations.md § Test clock).
import { ForbiddenError, ValidationError } from '@fast-track/shared/errors';
import { Router } from 'express';
import { z } from 'zod';
import type { ApiModule } from '../http/module.ts';
import { isLocalCaller } from '../http/local-caller.ts';

/** At most a day per call: enough to pass any attempt's time limit, small enough that a typo does not leap years. */
const maxAdvanceSeconds = 86_400;

const advanceBody = z.strictObject({ advanceSeconds: z.number().int().min(1).max(maxAdvanceSeconds) });

class TestClockLocalOnlyError extends ForbiddenError {
  override readonly code = 'TEST_CLOCK_LOCAL_ONLY';
}

export interface TestClock extends ApiModule {
  /** The real clock plus every advance so far; the real clock itself while the test clock is off. */
  now: () => number;
}

/**
 * POST /api/dev/clock {advanceSeconds}: moves `now` forward (never back, so no decision already taken is undone).
 * Off (the default and every real deployment): the route does not exist (404). On: callers on this machine only
 * (403 otherwise), like the dev mailbox. Only the challenge slice and the sweep that publishes scheduled jobs are given
 * this clock: sign-in codes, sessions, limits, events and the rest of jobs keep the real one, so the other tests of a shared e2e server are not moved with it.
 */
export function createTestClockModule(deps: { now: () => number; enabled: boolean }): TestClock {
  if (!deps.enabled) return { now: deps.now };
  let offsetMs = 0;
  const router = Router();
  router.post('/dev/clock', (req, res) => {
    if (!isLocalCaller(req)) throw new TestClockLocalOnlyError('The test clock answers only on this machine (loopback).');
    const parsed = advanceBody.safeParse(req.body);
    if (!parsed.success) {
      throw new ValidationError(`advanceSeconds: a whole number of seconds from 1 to ${maxAdvanceSeconds}`, [{ path: 'advanceSeconds', message: 'invalid' }]);
    }
    offsetMs += parsed.data.advanceSeconds * 1000;
    res.set('cache-control', 'no-store').json({ offsetSeconds: offsetMs / 1000, now: new Date(deps.now() + offsetMs).toISOString() });
  });
  return { now: () => deps.now() + offsetMs, routes: [router] };
}
