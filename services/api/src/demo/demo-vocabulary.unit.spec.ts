import { describe, expect, it } from 'vitest';
import { vocabularyKey, type VocabularyKind } from '@fast-track/shared/vocabulary';
import { buildDemoOpportunities } from './demo-opportunities.ts';
import { buildDemoPlan } from './demo-plan.ts';

// The demo data stands in for what the product's own forms will write: every fixed value it uses must be one the SPA
// translates (services/shared/src/vocabulary.ts), or a German student would see it in English (issue 10).
const unknown = (kind: VocabularyKind, values: readonly string[]) => [...new Set(values)].filter((v) => vocabularyKey(kind, v) === undefined);

describe('demo data uses the product vocabulary', () => {
  const now = new Date('2026-06-15T08:00:00.000Z');
  const events = buildDemoPlan(now).events.map((c) => c.data.details);

  it('every requirement value of every demo event is a known school year, course or target group', () => {
    expect(unknown('schoolYear', events.flatMap((e) => e.schoolYear))).toEqual([]);
    expect(unknown('course', events.flatMap((e) => e.relevantCourses))).toEqual([]);
    expect(unknown('targetGroup', events.flatMap((e) => e.targetGroups))).toEqual([]);
    expect(events.flatMap((e) => e.targetGroups).length).toBeGreaterThan(0);
  });

  it('every demo opportunity chip is a known chip text', () => {
    const chips = buildDemoOpportunities(now).map((c) => c.data.details.chip.text);
    expect(chips.length).toBeGreaterThan(0);
    expect(unknown('opportunityChip', chips)).toEqual([]);
  });
});
