import { challengeLimits } from '@fast-track/shared/challenges/challenge-limits';
import type { ChallengeTemplate } from '@fast-track/shared/challenges/challenge-templates';
import type { ChallengeTaskVersion, ChallengeVersion, ChallengeVersions } from '@fast-track/shared/challenges/challenge-languages';
import { isLanguage, type Language } from '../../../lib/languages.ts';
import type { Material, TaskKind } from '../api/challenge-schema.ts';
import type { AuthorChallenge } from '../api/author-schema.ts';

// The builder's draft: the body of docs/challenges.md (create and every autosave send the same fields), and
// the small pure helpers the steps use. The server checks everything again; this only keeps the author on track.

export interface ChoiceDraft {
  id: string;
  text: string;
}

/** Optional on every kind: shown to students who submitted, once the window has closed (never before). */
export interface TaskLearning {
  modelAnswer: string;
  feedback: string;
}
export const MAX_LEARNING_TEXT = challengeLimits.learningTextLength;

export type TaskDraft = TaskLearning &
  (
    | { kind: 'single'; id: string; prompt: string; points: number; options: ChoiceDraft[]; correct: string | null }
    | { kind: 'multiple'; id: string; prompt: string; points: number; options: ChoiceDraft[]; correct: string[] }
    | {
        kind: 'numeric';
        id: string;
        prompt: string;
        points: number;
        params: { name: string; min: number; max: number; step: number }[];
        answer: string;
        tolerance: { mode: 'absolute' | 'relative'; value: number };
        unit: string;
      }
    | { kind: 'ordering'; id: string; prompt: string; points: number; items: ChoiceDraft[] }
    | { kind: 'written'; id: string; prompt: string; points: number; maxLength: number; rubric: { id: string; criterion: string; points: number }[] }
  );

export interface ChallengeBody {
  title: string;
  track: string | null;
  series: 'induction' | 'intro' | null;
  summary: string;
  learn: string[];
  minutes: number | null;
  opensAt: string | null;
  closesAt: string | null;
  material: Material;
  tasks: TaskDraft[];
  /** The language the texts above are written in, and the other versions (docs/challenges.md § Languages). */
  sourceLanguage: Language;
  translations: ChallengeVersions;
}

// The server's limits (@fast-track/shared/challenges/challenge-limits), under the names the builder uses.
export const MIN_TASKS = challengeLimits.tasks.min;
export const MAX_TASKS = challengeLimits.tasks.max;
export const MAX_OPTIONS = challengeLimits.options;
export const MAX_LEARN = challengeLimits.learnItems;
export const MAX_RUBRIC = challengeLimits.rubricCriteria;

export const BUILDER_STEPS = ['details', 'material', 'tasks', 'scoring', 'window', 'languages', 'review'] as const;
export type BuilderStep = (typeof BUILDER_STEPS)[number];

/** A short random id for tasks, options and rubric lines (the contract's 1–40 of A-Z a-z 0-9 _ -). */
export function newId(prefix: string): string {
  return `${prefix}-${Math.random().toString(36).slice(2, 10)}`;
}

export function emptyBody(track: string | null = null): ChallengeBody {
  return {
    title: '', track, series: null, summary: '', learn: [], minutes: 30, opensAt: null, closesAt: null, material: { html: '', images: [], files: [] }, tasks: [],
    sourceLanguage: 'en', translations: {},
  };
}

/** A track's template as a new draft: the window is left for the author to set. A copy, so edits never touch the template. */
export function fromTemplate(template: ChallengeTemplate): ChallengeBody {
  return {
    ...emptyBody(template.track),
    title: template.title,
    summary: template.summary,
    learn: [...template.learn],
    minutes: template.minutes,
    material: { html: template.materialHtml, images: [], files: [] },
    tasks: JSON.parse(JSON.stringify(template.tasks)) as TaskDraft[],
  };
}

export function newTask(kind: TaskKind): TaskDraft {
  const id = newId('t');
  const learning: TaskLearning = { modelAnswer: '', feedback: '' };
  const choices = () => [
    { id: newId('o'), text: '' },
    { id: newId('o'), text: '' },
  ];
  switch (kind) {
    case 'single':
      return { ...learning, kind, id, prompt: '', points: 10, options: choices(), correct: null };
    case 'multiple':
      return { ...learning, kind, id, prompt: '', points: 10, options: choices(), correct: [] };
    case 'numeric':
      return { ...learning, kind, id, prompt: '', points: 10, params: [], answer: '', tolerance: { mode: 'relative', value: 0.01 }, unit: '' };
    case 'ordering':
      return { ...learning, kind, id, prompt: '', points: 10, items: choices() };
    case 'written':
      return { ...learning, kind, id, prompt: '', points: 10, maxLength: 1000, rubric: [{ id: newId('r'), criterion: '', points: 10 }] };
  }
}

/** The author view as a draft (the server fills defaults; a missing piece becomes the empty one). */
export function fromAuthor(c: AuthorChallenge): ChallengeBody {
  return {
    title: c.title,
    track: c.track,
    series: c.series,
    summary: c.summary,
    learn: c.learn,
    minutes: c.minutes,
    opensAt: c.opensAt,
    closesAt: c.closesAt,
    material: c.material,
    sourceLanguage: c.sourceLanguage,
    translations: Object.fromEntries(Object.entries(c.translations).filter(([lng]) => isLanguage(lng) && lng !== c.sourceLanguage)),
    tasks: c.tasks.map((t): TaskDraft => {
      const base = { id: t.id, prompt: t.prompt, points: t.points, modelAnswer: t.modelAnswer ?? '', feedback: t.feedback ?? '' };
      switch (t.kind) {
        case 'single':
          return { ...base, kind: 'single', options: t.options ?? [], correct: typeof t.correct === 'string' ? t.correct : null };
        case 'multiple':
          return { ...base, kind: 'multiple', options: t.options ?? [], correct: Array.isArray(t.correct) ? t.correct : [] };
        case 'numeric':
          return { ...base, kind: 'numeric', params: t.params ?? [], answer: t.answer ?? '', tolerance: t.tolerance ?? { mode: 'absolute', value: 0 }, unit: t.unit ?? '' };
        case 'ordering':
          return { ...base, kind: 'ordering', items: t.items ?? [] };
        case 'written':
          return { ...base, kind: 'written', maxLength: t.maxLength ?? 1000, rubric: t.rubric ?? [] };
      }
    }),
  };
}

/** Parameter letters used in a numeric prompt as {{a}}. */
export function markedParams(prompt: string): string[] {
  return [...new Set([...prompt.matchAll(/\{\{([a-z])\}\}/g)].map((m) => m[1]!))];
}

/** The rubric's points must add up to the task's: the written task's points follow its rubric. */
export function rubricTotal(task: Extract<TaskDraft, { kind: 'written' }>): number {
  return task.rubric.reduce((sum, line) => sum + line.points, 0);
}

/** '2026-12-31T23:59' (the datetime-local field, the author's own zone) ↔ ISO instant. */
export function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

export function fromLocalInput(value: string): string | null {
  if (!value) return null;
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? null : d.toISOString();
}

/** What still stops publishing, by step (the server's full list comes back on Publish; these guide before it). */
export function missingForPublish(body: ChallengeBody): { step: BuilderStep; key: string }[] {
  const missing: { step: BuilderStep; key: string }[] = [];
  if (!body.title.trim()) missing.push({ step: 'details', key: 'title' });
  if (!body.track) missing.push({ step: 'details', key: 'track' });
  if (body.tasks.length < MIN_TASKS || body.tasks.length > MAX_TASKS) missing.push({ step: 'tasks', key: 'taskCount' });
  for (const task of body.tasks) {
    if (!task.prompt.trim()) missing.push({ step: 'tasks', key: 'prompt' });
    if (task.kind === 'single' && task.correct === null) missing.push({ step: 'tasks', key: 'correct' });
    if (task.kind === 'multiple' && task.correct.length === 0) missing.push({ step: 'tasks', key: 'correct' });
    if (task.kind === 'numeric' && !task.answer.trim()) missing.push({ step: 'tasks', key: 'expression' });
    if (task.kind === 'written' && rubricTotal(task) !== task.points) missing.push({ step: 'scoring', key: 'rubricTotal' });
  }
  if (!body.minutes) missing.push({ step: 'window', key: 'minutes' });
  if (!body.opensAt || !body.closesAt) missing.push({ step: 'window', key: 'window' });
  else if (Date.parse(body.closesAt) - Date.parse(body.opensAt) < (body.minutes ?? 0) * 60_000) missing.push({ step: 'window', key: 'windowShort' });
  if (Object.keys(versionGaps(body)).length > 0) missing.push({ step: 'languages', key: 'languages' });
  // One line per kind of gap is enough to send the author to the right step.
  return missing.filter((m, i) => missing.findIndex((n) => n.key === m.key) === i);
}

const choicesOf = (task: TaskDraft): ChoiceDraft[] => (task.kind === 'single' || task.kind === 'multiple' ? task.options : task.kind === 'ordering' ? task.items : []);

/** A new language version: every text empty, for the author to write (nothing is translated by a machine). */
export function emptyVersion(): ChallengeVersion {
  return { title: '', summary: '', learn: [], material: '', tasks: {} };
}

/** One task's texts in a version, empty where not written yet. */
export function taskVersion(version: ChallengeVersion, task: TaskDraft): ChallengeTaskVersion {
  return version.tasks[task.id] ?? { prompt: '', modelAnswer: '', feedback: '', choices: {} };
}

/**
 * The body as saved: each version speaks only of the tasks, options and items the challenge has now and of no more
 * "you will learn" items than it has (a task removed in the tasks step leaves its texts behind, which the server
 * would refuse).
 */
export function forSave(body: ChallengeBody): ChallengeBody {
  const versions = Object.entries(body.translations).filter(([lng]) => lng !== body.sourceLanguage) as [Language, ChallengeVersion][];
  const translations = Object.fromEntries(
    versions.map(([lng, v]) => [
      lng,
      {
        ...v,
        learn: v.learn.slice(0, body.learn.length),
        tasks: Object.fromEntries(
          body.tasks
            .filter((task) => v.tasks[task.id])
            .map((task) => {
              const tv = v.tasks[task.id]!;
              const ids = new Set(choicesOf(task).map((c) => c.id));
              return [task.id, { ...tv, choices: Object.fromEntries(Object.entries(tv.choices).filter(([id]) => ids.has(id))) }];
            }),
        ),
      },
    ]),
  ) as ChallengeVersions;
  return { ...body, translations };
}

/** The versions' texts still to write before publishing, per language (what the server's publish rule asks for). */
export function versionGaps(body: ChallengeBody): Partial<Record<Language, number>> {
  const gaps: Partial<Record<Language, number>> = {};
  const visible = (html: string) => html.replace(/<[^>]*>/g, '').replace(/&nbsp;/g, ' ').trim();
  for (const [lng, v] of Object.entries(body.translations) as [Language, ChallengeVersion][]) {
    let n = 0;
    if (!v.title.trim()) n++;
    if (body.summary.trim() && !v.summary.trim()) n++;
    if (visible(body.material.html) && !visible(v.material)) n++;
    body.learn.forEach((_l, i) => {
      if (!v.learn[i]?.trim()) n++;
    });
    for (const task of body.tasks) {
      const tv = taskVersion(v, task);
      if (!tv.prompt.trim()) n++;
      if (task.modelAnswer.trim() && !tv.modelAnswer.trim()) n++;
      if (task.feedback.trim() && !tv.feedback.trim()) n++;
      for (const c of choicesOf(task)) if (!tv.choices[c.id]?.trim()) n++;
    }
    if (n > 0) gaps[lng] = n;
  }
  return gaps;
}
