import { truncate } from '../../../lib/truncate.ts';

/** Spec §5: long university names are cut to 35 characters at 1025px and wider, 30 narrower, 50 in the list. */
export const NAME_LIMIT_WIDE = 35;
export const NAME_LIMIT_NARROW = 30;
export const NAME_LIMIT_LIST = 50;
export const WIDE_FROM_PX = 1025;

export function selectedNameLimit(viewportWidth: number): number {
  return viewportWidth >= WIDE_FROM_PX ? NAME_LIMIT_WIDE : NAME_LIMIT_NARROW;
}

/** The chosen university's name as the picker's button shows it. */
export function shortSelectedName(name: string, viewportWidth: number): string {
  return truncate(name, selectedNameLimit(viewportWidth));
}

/** A name as a list row shows it. */
export function shortListName(name: string): string {
  return truncate(name, NAME_LIMIT_LIST);
}

/** Spec §5 University search: case-insensitive substring of the name. */
export function matchesSearch(name: string, query: string): boolean {
  const q = query.trim().toLocaleLowerCase();
  return q === '' || name.toLocaleLowerCase().includes(q);
}
