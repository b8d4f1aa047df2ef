import type { Db } from '@fast-track/shared/db/db';
import type { Logger } from '@fast-track/shared/logger';
import type { z } from 'zod';

export interface JobContext {
  db: Db;
  logger: Logger;
  /** The queue will not retry if this attempt fails (its attempts are used up). */
  lastAttempt?: boolean;
}

/** One background job: its queue name, a zod schema for its payload, and the work. One file per job. */
export interface JobDefinition<S extends z.ZodType = z.ZodType> {
  readonly name: string;
  readonly payload: S;
  run(payload: z.output<S>, context: JobContext): Promise<unknown>;
}

export const defineJob = <S extends z.ZodType>(job: JobDefinition<S>): JobDefinition<S> => job;
