import { drainProjections } from '@fast-track/shared/event-store/async-runner';
import { rebuildProjections } from '@fast-track/shared/event-store/rebuild';
import { projections } from '@fast-track/api/projections';
import { z } from 'zod';
import { defineJob } from './job.ts';

/** Operator-triggered replay of the log into every read table, run where the database is close. */
export const rebuildProjectionsJob = defineJob({
  name: 'rebuild-projections',
  payload: z.object({ requestedBy: z.string().max(100) }),
  async run({ requestedBy }, { db, logger }) {
    const { replayed } = await rebuildProjections(db, projections);
    const asyncApplied = await drainProjections(db, projections.async);
    logger.info({ requestedBy, replayed, asyncApplied }, 'read tables rebuilt');
    return { replayed, asyncApplied };
  },
});
