import type { CalendarVars } from './mail-job.ts';

/** What an interview mail's vars say of the booked time (only a 'booked' mail has start and end). */
interface BookedVars {
  applicationId: string;
  jobId: string;
  start?: string | undefined;
  end?: string | undefined;
  timeZone: string;
}

/**
 * The booked interview as a calendar entry: one UID per application (`interview-<applicationId>`), so a new booking after
 * a change replaces the old one in the calendar it was imported into. Times in UTC; the zone names the proposer's.
 */
export function interviewCalendar(vars: BookedVars, title: string, publicUrl: string): CalendarVars | undefined {
  if (!vars.start || !vars.end) return undefined;
  return {
    id: `interview-${vars.applicationId}`,
    title,
    start: vars.start,
    end: vars.end,
    timeZone: vars.timeZone,
    description: '',
    location: '',
    url: new URL(`/jobs/${encodeURIComponent(vars.jobId)}`, publicUrl).toString(),
  };
}
