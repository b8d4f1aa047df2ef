import { describe, expect, it } from 'vitest';
import { coarserFilters, protectedFigure } from './insights.ts';

describe('protectedFigure', () => {
  it('shows fewer than five students as "fewer than 5", zero included', () => {
    expect(protectedFigure({ value: 4, contributors: 4 }, [])).toEqual({ fewerThan: 5 });
    expect(protectedFigure({ value: 30, contributors: 1 }, [])).toEqual({ fewerThan: 5 });
    expect(protectedFigure(undefined, [])).toEqual({ fewerThan: 5 });
    expect(protectedFigure({ value: 5, contributors: 5 }, [])).toEqual({ value: 5 });
  });

  it('withholds a filtered figure one to four students away from a coarser one, and rounds filtered counts', () => {
    expect(protectedFigure({ value: 10, contributors: 10 }, [{ value: 11, contributors: 11 }])).toEqual({ withheld: true });
    expect(protectedFigure({ value: 10, contributors: 10 }, [{ value: 15, contributors: 15 }])).toEqual({ value: 10, rounded: true });
    expect(protectedFigure({ value: 12, contributors: 12 }, [{ value: 12, contributors: 12 }])).toEqual({ value: 10, rounded: true });
    expect(protectedFigure({ value: 63, contributors: 9 }, [{ value: 90, contributors: 20 }], false)).toEqual({ value: 63 });
  });
});

describe('coarserFilters', () => {
  it('lists every proper subset of the applied filters', () => {
    expect(coarserFilters({})).toEqual([]);
    expect(coarserFilters({ track: 'Finance' })).toEqual([{}]);
    expect(coarserFilters({ track: 'Finance', yearOfStudy: 'finalYear' })).toEqual([{}, { track: 'Finance' }, { yearOfStudy: 'finalYear' }]);
  });
});
