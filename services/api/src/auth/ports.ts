import type { RateLimiter } from '@fast-track/shared/rate-limit/rate-limiter';

/**
 * What the identity code needs from the shared rate limiter and the mail queue, as structural types: the
 * concrete classes (shared/rate-limit, api/mail) satisfy them, and unit tests can hand in small fakes.
 */
/** The shared limiter (Redis across replicas, or in memory in the embedded mode). */
export type RateLimiterPort = RateLimiter;

export interface MailJob {
  to: string;
  template: 'otp' | 'password-reset';
  lng: string;
  vars: Record<string, string>;
}

export interface MailPort {
  enqueue(job: MailJob, options: { jobId: string }): Promise<unknown>;
  /** Erases every queued or stored message to this address (account deletion). */
  deleteMailFor(address: string): Promise<unknown>;
}
