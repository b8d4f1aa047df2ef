import { describe, expect, it } from 'vitest';
import { feedCallParams, filtersFrom, isFiltered, withFilter } from './feed-params.ts';

const tracks = ['Finance', 'Consulting'];
const id = '7b000000-0000-4000-8000-000000000001';

describe('feed URL query', () => {
  it('reads the feed filters from the page query and drops values the feed would refuse', () => {
    const f = filtersFrom(new URLSearchParams(`kind=job&track=Finance&q=analyst&where=London&within=30&saved=1&company=${id}&job=${id}`), tracks);
    expect(f).toEqual({ kind: 'job', track: 'Finance', q: 'analyst', where: 'London', within: '30', saved: true, company: id, job: id });
    expect(filtersFrom(new URLSearchParams('kind=party&track=Astronomy&within=5&company=x&job=1'), tracks)).toEqual({
      kind: '', track: '', q: '', where: '', within: '', saved: false, company: '', job: '',
    });
    expect(filtersFrom(new URLSearchParams(`q=${'x'.repeat(300)}`), tracks).q).toHaveLength(100);
  });

  it('sends only the filters that are set, with the selected track first, never the chosen job', () => {
    const f = filtersFrom(new URLSearchParams(`kind=event&q=%20fair%20&job=${id}`), tracks);
    expect(feedCallParams(f, 'Consulting')).toEqual({ selected: 'Consulting', kind: 'event', q: 'fair' });
    expect(feedCallParams(filtersFrom(new URLSearchParams(''), tracks), undefined)).toEqual({});
  });

  it('changes one filter and keeps the rest of the query', () => {
    const q = withFilter(new URLSearchParams('kind=job&tab=x'), 'kind', 'event');
    expect(q.toString()).toBe('kind=event&tab=x');
    expect(withFilter(q, 'kind', '').toString()).toBe('tab=x');
  });

  it('tells whether anything narrows the feed', () => {
    expect(isFiltered(filtersFrom(new URLSearchParams(`job=${id}`), tracks))).toBe(false);
    expect(isFiltered(filtersFrom(new URLSearchParams('saved=1'), tracks))).toBe(true);
  });
});
