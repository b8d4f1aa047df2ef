import { challengeLimits } from '@fast-track/shared/challenges/challenge-limits';
import type { FieldError } from '@fast-track/shared/errors';
import { challengeVersionGaps } from '@fast-track/shared/challenges/challenge-languages';
import { ExpressionError, parseExpression, variablesOf, expectedValue } from './expression.ts';
import type { ChallengeContent, PublishedContent, Task } from './challenge.ts';

// What publishing needs on top of the schema's structure: everything a student will meet is complete and gradable.

const dayMs = 86_400_000;

function taskProblems(task: Task, at: string): FieldError[] {
  const out: FieldError[] = [];
  const p = (path: string, message: string) => out.push({ path: `${at}.${path}`, message });
  if (!task.prompt) p('prompt', 'write the task');
  const texts = task.kind === 'single' || task.kind === 'multiple' ? task.options : task.kind === 'ordering' ? task.items : [];
  texts.forEach((c, i) => {
    if (!c.text) p(`${task.kind === 'ordering' ? 'items' : 'options'}.${i}.text`, 'write this option');
  });
  if (task.kind === 'written') task.rubric.forEach((c, i) => {
    if (!c.criterion) p(`rubric.${i}.criterion`, 'write this criterion');
  });
  switch (task.kind) {
    case 'single':
      if (task.options.length < 2) p('options', 'at least 2 options');
      if (!task.options.some((o) => o.id === task.correct)) p('correct', 'mark the correct option');
      break;
    case 'multiple':
      if (task.options.length < 2) p('options', 'at least 2 options');
      if (task.correct.length < 1 || task.correct.some((c) => !task.options.some((o) => o.id === c))) p('correct', 'mark the correct options');
      if (task.correct.length >= task.options.length) p('correct', 'at least one option must be wrong');
      break;
    case 'ordering':
      if (task.items.length < 2) p('items', 'at least 2 items');
      break;
    case 'written': {
      if (task.rubric.length < 1) p('rubric', 'at least one rubric criterion');
      const sum = task.rubric.reduce((s, c) => s + c.points, 0);
      if (sum !== task.points) p('rubric', `the criteria's points must add up to the task's ${task.points}`);
      break;
    }
    case 'numeric': {
      const names = task.params.map((x) => x.name);
      if (new Set(names).size !== names.length) p('params', 'parameter names must be unique');
      for (const [i, x] of task.params.entries()) {
        if (x.min > x.max) p(`params.${i}`, 'min must not exceed max');
        else if ((x.max - x.min) / x.step > 1000) p(`params.${i}`, 'at most 1,000 values');
      }
      try {
        const tree = parseExpression(task.answer);
        const unknown = [...variablesOf(tree)].filter((v) => !names.includes(v));
        if (unknown.length > 0) p('answer', `unknown parameter ${unknown.join(', ')}`);
        else {
          const corners = [Object.fromEntries(task.params.map((x) => [x.name, x.min])), Object.fromEntries(task.params.map((x) => [x.name, x.max]))];
          if (corners.some((values) => !Number.isFinite(expectedValue(task.answer, values)))) p('answer', 'the answer is not a finite number for every parameter value');
        }
      } catch (error) {
        p('answer', error instanceof ExpressionError ? `not a formula: ${error.message}` : 'not a formula');
      }
      break;
    }
  }
  return out;
}

export function publishProblems(content: ChallengeContent, nowIso: string): FieldError[] {
  const out: FieldError[] = [];
  if (!content.track) out.push({ path: 'track', message: 'choose a track' });
  if (content.minutes === null) out.push({ path: 'minutes', message: 'set a time limit (5–240 minutes)' });
  if (!content.opensAt) out.push({ path: 'opensAt', message: 'set when the challenge opens' });
  if (!content.closesAt) out.push({ path: 'closesAt', message: 'set when the challenge closes' });
  if (content.opensAt && content.closesAt) {
    const opens = Date.parse(content.opensAt);
    const closes = Date.parse(content.closesAt);
    if (closes - opens < (content.minutes ?? 0) * 60_000 || closes <= opens) out.push({ path: 'closesAt', message: 'the window must be at least as long as the time limit' });
    if (closes <= Date.parse(nowIso)) out.push({ path: 'closesAt', message: 'must be in the future' });
    if (closes - Date.parse(nowIso) > 366 * dayMs) out.push({ path: 'closesAt', message: 'at most 366 days ahead' });
  }
  const { min, max } = challengeLimits.tasks;
  if (content.tasks.length < min || content.tasks.length > max) out.push({ path: 'tasks', message: `a challenge has ${min}–${max} tasks` });
  content.tasks.forEach((t, i) => out.push(...taskProblems(t, `tasks.${i}`)));
  // Each language version gives its readers every text the source gives them (docs/challenges.md § Languages).
  out.push(...challengeVersionGaps(content));
  return out;
}

export const isComplete = (content: ChallengeContent): content is PublishedContent =>
  content.track !== null && content.minutes !== null && content.opensAt !== null && content.closesAt !== null;
