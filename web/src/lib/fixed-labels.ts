import type { TFunction } from 'i18next';
import { isTrackId } from '@fast-track/shared/tracks';
import { vocabularyKey, type VocabularyKind } from '@fast-track/shared/vocabulary';

/**
 * The one way to show a value the product owns in the reader's language (issue 10): a track id, an event's
 * requirement (school year, course, target group) or an opportunity's chip. Each kind has one helper, so a value reads
 * the same on every screen. Values the product does not know are host-written text and come back as written.
 */

/** A track's name ('Finance' → 'Finanzen'); `tracks.<id>.name` in the locale files. */
export function trackLabel(t: TFunction, id: string): string {
  return isTrackId(id) ? t(`tracks.${id}.name`) : id;
}

function vocabularyLabel(kind: VocabularyKind, t: TFunction, value: string): string {
  const key = vocabularyKey(kind, value);
  return key ? t(`fixedValues.${kind}.${key}`) : value;
}

export const schoolYearLabel = (t: TFunction, value: string): string => vocabularyLabel('schoolYear', t, value);
export const courseLabel = (t: TFunction, value: string): string => vocabularyLabel('course', t, value);
export const targetGroupLabel = (t: TFunction, value: string): string => vocabularyLabel('targetGroup', t, value);
export const opportunityChipLabel = (t: TFunction, text: string): string => vocabularyLabel('opportunityChip', t, text);
