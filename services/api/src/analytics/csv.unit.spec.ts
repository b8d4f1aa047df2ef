import { describe, expect, it } from 'vitest';
import { csvCell, csvFileName, toCsv } from './csv.ts';

describe('csv', () => {
  it('quotes commas, quotes and line breaks', () => {
    expect(csvCell('Goldman, Sachs')).toBe('"Goldman, Sachs"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('a\nb')).toBe('"a\nb"');
    expect(csvCell(12)).toBe('12');
    expect(csvCell(null)).toBe('');
  });

  it('defuses formulas: a cell starting with = + - @ is text', () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe('"\'=HYPERLINK(""http://x"")"');
    expect(csvCell('+1')).toBe("'+1");
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\t=1')).toBe("'\t=1");
    // numbers are numbers, a negative one included
    expect(csvCell(-3)).toBe('-3');
  });

  it('writes rows with CRLF', () => {
    expect(toCsv(['week', 'views'], [['2026-11-16', 4]])).toBe('week,views\r\n2026-11-16,4\r\n');
  });

  it('makes a plain file name', () => {
    expect(csvFileName('Spring Insight Day: Zürich!', 'funnel')).toBe('spring-insight-day-zurich-funnel.csv');
    expect(csvFileName('???')).toBe('analytics.csv');
  });
});
