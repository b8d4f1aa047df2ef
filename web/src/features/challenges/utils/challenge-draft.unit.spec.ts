import { describe, expect, it } from 'vitest';
import { authorChallengeSchema } from '../api/author-schema.ts';
import { emptyBody, fromAuthor, fromLocalInput, markedParams, missingForPublish, newTask, rubricTotal, toLocalInput, type ChallengeBody } from './challenge-draft.ts';

function complete(): ChallengeBody {
  const single = newTask('single');
  const multiple = newTask('multiple');
  const numeric = newTask('numeric');
  if (single.kind !== 'single' || multiple.kind !== 'multiple' || numeric.kind !== 'numeric') throw new Error('kinds');
  return {
    ...emptyBody('Finance'),
    title: 'Case',
    minutes: 30,
    opensAt: '2026-12-01T09:00:00.000Z',
    closesAt: '2026-12-02T09:00:00.000Z',
    tasks: [
      { ...single, prompt: 'a', correct: single.options[0]!.id },
      { ...multiple, prompt: 'b', correct: [multiple.options[1]!.id] },
      { ...numeric, prompt: 'c {{x}}', answer: 'x * 2' },
    ],
  };
}

describe('challenge draft', () => {
  it("carries each task's model answer and feedback, empty for a new task and for one saved before they existed", () => {
    expect(newTask('written')).toMatchObject({ modelAnswer: '', feedback: '' });
    // As the server sends a draft: an unmarked single-choice task (correct: null) must not empty the list.
    const saved = authorChallengeSchema.parse({
      ...emptyBody('Finance'),
      uniqueId: 'c1',
      organisationId: 'o1',
      status: 'draft',
      version: 1,
      tasks: [
        { id: 'a', kind: 'ordering', prompt: 'p', points: 5, items: [], modelAnswer: 'Teaser first', feedback: 'Most swapped NDA and LOI' },
        { id: 'b', kind: 'single', prompt: 'q', points: 5, options: [], correct: null },
      ],
    });
    expect(fromAuthor(saved).tasks.map((t) => [t.id, t.modelAnswer, t.feedback])).toEqual([
      ['a', 'Teaser first', 'Most swapped NDA and LOI'],
      ['b', '', ''],
    ]);
  });

  it('finds nothing missing in a complete draft', () => {
    expect(missingForPublish(complete())).toEqual([]);
  });

  it('sends the author to the step that lacks something, once per kind of gap', () => {
    const body = complete();
    const keys = (b: ChallengeBody) => missingForPublish(b).map((m) => `${m.step}:${m.key}`);
    expect(keys({ ...body, title: ' ', track: null })).toEqual(['details:title', 'details:track']);
    expect(keys({ ...body, tasks: body.tasks.slice(0, 2) })).toEqual(['tasks:taskCount']);
    expect(keys({ ...body, tasks: body.tasks.map((t) => ({ ...t, prompt: '' })) })).toEqual(['tasks:prompt']);
    expect(keys({ ...body, closesAt: '2026-12-01T09:10:00.000Z' })).toEqual(['window:windowShort']);
    expect(keys({ ...body, opensAt: null })).toEqual(['window:window']);
  });

  it('asks for a rubric that adds up to the written task’s points', () => {
    const written = newTask('written');
    if (written.kind !== 'written') throw new Error('kind');
    const body = { ...complete(), tasks: [...complete().tasks, { ...written, prompt: 'w', points: 12 }] };
    expect(rubricTotal(written)).toBe(10);
    expect(missingForPublish(body).map((m) => m.key)).toEqual(['rubricTotal']);
  });

  it('reads the parameters a numeric prompt marks, once each', () => {
    expect(markedParams('Revenue {{a}} grows {{b}} % from {{a}}; {{AB}} is not one')).toEqual(['a', 'b']);
  });

  it('turns the datetime-local value into an instant and back', () => {
    const iso = fromLocalInput('2026-12-01T09:30');
    expect(iso).not.toBeNull();
    expect(toLocalInput(iso)).toBe('2026-12-01T09:30');
    expect(fromLocalInput('')).toBeNull();
    expect(toLocalInput('not a date')).toBe('');
  });
});
