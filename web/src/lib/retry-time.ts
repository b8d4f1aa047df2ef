import { dateTimeFormat } from './date-format.ts';
/** For "try again in N minutes (at HH:MM)": whole minutes, at least 1, and the local clock time. */
export function retryTime(retryAfterSeconds: number, now: Date, lng: string): { minutes: number; time: string } {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  const at = new Date(now.getTime() + seconds * 1000);
  return {
    minutes: Math.max(1, Math.ceil(seconds / 60)),
    time: dateTimeFormat(lng, { hour: '2-digit', minute: '2-digit' }).format(at),
  };
}
