import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { Cohort } from '../api/get-percentage.ts';
import { RankingGauge } from './ranking-gauge.tsx';

// Without an i18n instance the keys render as themselves, which is what these structural checks read.
const base: Cohort = { track: 'Finance', yearOfStudy: 'finalYear', value: null, band: null, rank: null, size: 0, average: 0, score: 22, results: 1, minimum: 20, hidden: false };
const render = (line: Cohort | null) => renderToStaticMarkup(<MemoryRouter><RankingGauge line={line} nextAction={null} /></MemoryRouter>);

describe('RankingGauge', () => {
  it('a cohort of one: the score and the results still needed, no gauge value and no position', () => {
    const html = render(base);
    expect(html).toContain('data-testid="ranking-needed"');
    expect(html).not.toContain('data-testid="ranking-value"');
    expect(html).not.toContain('dashboard.ranking.cohortLine');
  });

  it('a hidden rank: the score and the note, no band', () => {
    const html = render({ ...base, hidden: true, results: 20, size: 30 });
    expect(html).toContain('data-testid="ranking-hidden"');
    expect(html).not.toContain('data-testid="ranking-value"');
  });

  it('below the top quarter: the band and the cohort size, never the position', () => {
    const html = render({ ...base, value: 3, band: 'keepGoing', size: 40, average: 55, results: 20 });
    expect(html).toContain('rank.keepGoing');
    expect(html).toContain('dashboard.ranking.cohortSize');
    expect(html).not.toContain('dashboard.ranking.cohortLine');
    expect(html).not.toContain('gauge__value"');
  });

  it('in the top quarter: the band and the spec’s position line', () => {
    const html = render({ ...base, value: 97, band: 'top5', rank: 2, size: 40, average: 55, results: 20 });
    expect(html).toContain('rank.top');
    expect(html).toContain('dashboard.ranking.cohortLine');
  });
});
