import { monthKey } from './event-time.ts';

export interface MonthGroup<T> {
  /** 'YYYY-MM' */
  key: string;
  items: T[];
}

interface Dated {
  datetime: string;
  timezone: string;
}

/** Groups events by their month (in the event's zone), months in calendar order, events by start within a month. */
export function groupByMonth<T extends Dated>(items: readonly T[]): MonthGroup<T>[] {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const key = monthKey(item.datetime, item.timezone);
    const list = groups.get(key);
    if (list) list.push(item);
    else groups.set(key, [item]);
  }
  const time = (item: T) => new Date(item.datetime).getTime() || 0;
  return [...groups.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([key, list]) => ({ key, items: [...list].sort((a, b) => time(a) - time(b)) }));
}
