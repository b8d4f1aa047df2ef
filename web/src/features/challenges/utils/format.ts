/** A percent with one decimal in the reader's language ('12.4%', '12,4 %'); the gauge's rule (spec §9). */
export function formatPercent(value: number, locale: string): string {
  const clamped = Number.isFinite(value) ? Math.min(100, Math.max(0, value)) : 0;
  return new Intl.NumberFormat(locale, { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(
    Math.round(clamped * 10) / 1000,
  );
}
