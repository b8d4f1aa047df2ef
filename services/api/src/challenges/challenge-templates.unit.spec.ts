import { challengeTemplates, type ChallengeTemplate } from '@fast-track/shared/challenges/challenge-templates';
import { trackIds } from '@fast-track/shared/tracks';
import { describe, expect, it } from 'vitest';
import { challengeContentRequest } from './challenge.schema.ts';
import { isComplete, publishProblems } from './challenge.rules.ts';
import { expectedValue } from './expression.ts';

// The builder's templates (docs/challenges.md § Templates) are sent by the SPA as an ordinary draft: each must pass
// the server's own schema unchanged and be publishable once the author sets the window, and every task must teach
// something after the window (a model answer and feedback).

const now = '2026-11-29T12:00:00.000Z';
const asRequest = (template: ChallengeTemplate) => ({
  title: template.title,
  track: template.track,
  series: null,
  summary: template.summary,
  learn: template.learn,
  minutes: template.minutes,
  opensAt: '2026-11-30T09:00:00.000Z',
  closesAt: '2026-12-14T18:00:00.000Z',
  material: { html: template.materialHtml, images: [], files: [] },
  tasks: template.tasks,
});

describe('challenge templates', () => {
  it('offer one template per track, in the tracks’ order', () => {
    expect(challengeTemplates.map((t) => t.track)).toEqual([...trackIds]);
  });

  for (const template of challengeTemplates) {
    it(`${template.track}: the server takes it as it is and could publish it once the window is set`, () => {
      const parsed = challengeContentRequest.parse(asRequest(template));
      expect(parsed.material.html).toBe(template.materialHtml);
      expect(parsed.tasks).toEqual(template.tasks);
      expect(publishProblems(parsed, now)).toEqual([]);
      expect(isComplete(parsed)).toBe(true);
    });

    it(`${template.track}: every task kind once, each with a model answer and feedback; numbers computable at every edge`, () => {
      expect(new Set(template.tasks.map((t) => t.kind))).toEqual(new Set(['single', 'multiple', 'numeric', 'ordering', 'written']));
      for (const task of template.tasks) {
        expect(task.modelAnswer.length, task.id).toBeGreaterThan(20);
        expect(task.feedback.length, task.id).toBeGreaterThan(20);
        if (task.kind !== 'numeric') continue;
        for (const edge of ['min', 'max'] as const) {
          const values = Object.fromEntries(task.params.map((p) => [p.name, p[edge]]));
          expect(Number.isFinite(expectedValue(task.answer, values)), `${task.id} at ${edge}`).toBe(true);
        }
      }
    });
  }
});
