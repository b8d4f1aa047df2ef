import type { JobDefinition } from './jobs/job.ts';
import { rebuildProjectionsJob } from './jobs/rebuild-projections.job.ts';
import { sendMailJobDefinition } from './jobs/send-mail.job.ts';

/** Every job this worker runs, each on its own BullMQ queue. A new job = a new file + one line here. */
export const jobRegistry: readonly JobDefinition[] = [rebuildProjectionsJob, sendMailJobDefinition];
