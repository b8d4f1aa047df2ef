import type { TFunction } from 'i18next';
import * as z from 'zod/mini';

// The rank rule as every screen shows it (docs/challenges.md § Rank rules): a band, never a raw last place,
// and before a cohort holds its minimum the score with "12 of 20 results needed for a rank". Numbers go through Intl
// in the reader's language. Shared by the dashboard, the challenge screens and the talent pool.

export const RANK_BANDS = ['top1', 'top5', 'top10', 'top25', 'topHalf', 'keepGoing'] as const;
export type RankBand = (typeof RANK_BANDS)[number];
export const rankBandSchema = z.catch(z.nullable(z.enum(RANK_BANDS)), null);

const topShare: Partial<Record<RankBand, number>> = { top1: 1, top5: 5, top10: 10, top25: 25 };

/** "Top 5 %" ("Top 5 %" / "Top 5 %" in the reader's number style), "Top half", "Keep going". */
export function bandLabel(t: TFunction, band: RankBand, locale: string): string {
  const share = topShare[band];
  if (share !== undefined) return t('rank.top', { value: new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }).format(share / 100) });
  return t(band === 'topHalf' ? 'rank.topHalf' : 'rank.keepGoing');
}

/** "12 of 20 results needed for a rank". */
export function neededLabel(t: TFunction, results: number, minimum: number, locale: string): string {
  const n = new Intl.NumberFormat(locale);
  return t('rank.needed', { results: n.format(results), minimum: n.format(minimum) });
}

/** A whole number in the reader's language (cohort sizes). */
export const formatCount = (value: number, locale: string): string => new Intl.NumberFormat(locale).format(value);
