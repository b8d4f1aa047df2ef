// When a job goes live, as the editor asks it: now, kept as a draft, or at a chosen instant (docs/jobs.md "Drafts and
// scheduling"). Pure, so the rules are unit-tested without a browser; the server checks them again.

import { jobLimits } from '@fast-track/shared/jobs/job-limits';

export const PUBLISH_MODES = ['now', 'draft', 'schedule'] as const;
export type PublishMode = (typeof PUBLISH_MODES)[number];

export interface PublishChoice {
  mode: PublishMode;
  /** `YYYY-MM-DDTHH:mm` in the browser's zone (a datetime-local input); used when scheduling. */
  at: string;
}

export type PublishProblem = 'required' | 'past' | 'far' | 'afterDeadline';

/** The local `YYYY-MM-DDTHH:mm` as an instant; null when it is not one. */
export function localInstant(value: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value)) return null;
  const at = new Date(value);
  return Number.isNaN(at.getTime()) ? null : at;
}

/** An instant as the value of a datetime-local input in the browser's zone. */
export function localDateTime(iso: string | null): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** A schedule's problem: in the future, at most a year ahead, before the applications' deadline. */
export function checkPublish(choice: PublishChoice, deadline: Date | null, now: Date = new Date()): PublishProblem | null {
  if (choice.mode !== 'schedule') return null;
  const at = localInstant(choice.at);
  if (!at) return 'required';
  if (at.getTime() <= now.getTime()) return 'past';
  if (at.getTime() - now.getTime() > jobLimits.scheduleDays * 86_400_000) return 'far';
  if (deadline && at.getTime() >= deadline.getTime()) return 'afterDeadline';
  return null;
}
