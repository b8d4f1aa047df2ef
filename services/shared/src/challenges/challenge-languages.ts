import { compactContentLanguages, defaultSourceLanguage, languageVersionsProblems, type LanguageProblem } from '../content-languages.ts';
import { isLanguage, supportedLanguages, toLanguage, type Language } from '../languages.ts';
import { challengeLimits } from './challenge-limits.ts';

// A challenge in several languages (issue 25 part 6; docs/challenges.md § Languages), on the shared shape of
// content-languages.ts: the challenge's own fields are its source language (`sourceLanguage`, absent: English), and
// `translations` holds the other versions. A challenge's texts are more than an event's two, so its version names
// them: title, summary, the "you will learn" items, the material's HTML, and per task (by task id) the prompt, the
// model answer, the feedback and the text of each option or ordering item (by their ids). Numbers, formulas, points,
// rubrics (the firm's own) and files stay the source's. Pure, free of zod: the API's rules and the SPA's builder share it.

export interface ChallengeTaskVersion {
  prompt: string;
  modelAnswer: string;
  feedback: string;
  /** Option or ordering item id → its text in this language. */
  choices: Record<string, string>;
}

export interface ChallengeVersion {
  title: string;
  summary: string;
  /** The "you will learn" items, in the source's order. */
  learn: string[];
  /** The material's HTML (sanitised like the source's). */
  material: string;
  /** Task id → the task's texts in this language. */
  tasks: Record<string, ChallengeTaskVersion>;
}

export type ChallengeVersions = Partial<Record<Language, ChallengeVersion>>;

export interface ChallengeLanguages {
  sourceLanguage?: Language;
  translations?: ChallengeVersions;
}

/** The parts of a challenge's content the versions speak about (the author content and a published version both fit). */
export interface LocalizableChallenge extends ChallengeLanguages {
  title: string;
  summary: string;
  learn: string[];
  material: { html: string };
  tasks: readonly { id: string; kind: string; prompt: string; modelAnswer?: string; feedback?: string; options?: { id: string; text: string }[]; items?: { id: string; text: string }[] }[];
}

type Task = LocalizableChallenge['tasks'][number];
const choicesOf = (task: Task): { id: string; text: string }[] => task.options ?? task.items ?? [];
const visible = (html: string): string => html.replace(/<[^>]*>/g, '').replace(/&nbsp;/g, ' ').trim();
/** A version's text where written, else the source's: a version saved before a task was added still reads whole. */
const or = (text: string | undefined, source: string): string => (text !== undefined && text.trim() !== '' ? text : source);

/** The language the challenge's own fields are written in (absent: English). */
export const challengeSourceLanguage = (content: ChallengeLanguages): Language => content.sourceLanguage ?? defaultSourceLanguage;

/** The languages the challenge exists in: the source first, then the others in the product's order. */
export function challengeLanguagesOf(content: ChallengeLanguages): Language[] {
  const source = challengeSourceLanguage(content);
  return [source, ...supportedLanguages.filter((lng) => lng !== source && content.translations?.[lng] !== undefined)];
}

/**
 * The challenge as a reader of `reader` reads it: every text from their language's version when the firm wrote one,
 * else the source's; `lang` is the language shown, `writtenIn` the source language when that is not the reader's
 * (the page says "written in …"). The language fields are dropped: what a student is sent is the one version.
 */
export function challengeInLanguage<C extends LocalizableChallenge>(
  content: C,
  reader: string | undefined,
): { content: Omit<C, 'sourceLanguage' | 'translations'>; lang: Language; writtenIn: Language | undefined } {
  const { sourceLanguage: _source, translations: _versions, ...rest } = content;
  const source = challengeSourceLanguage(content);
  const wanted = toLanguage(reader);
  const version = wanted === source ? undefined : content.translations?.[wanted];
  if (!version) return { content: rest, lang: source, writtenIn: wanted === source ? undefined : source };
  const tasks = content.tasks.map((task) => {
    const v = version.tasks[task.id];
    const choice = (c: { id: string; text: string }) => ({ ...c, text: or(v?.choices[c.id], c.text) });
    return {
      ...task,
      prompt: or(v?.prompt, task.prompt),
      ...(task.modelAnswer !== undefined ? { modelAnswer: or(v?.modelAnswer, task.modelAnswer) } : {}),
      ...(task.feedback !== undefined ? { feedback: or(v?.feedback, task.feedback) } : {}),
      ...(task.options ? { options: task.options.map(choice) } : {}),
      ...(task.items ? { items: task.items.map(choice) } : {}),
    };
  });
  return {
    content: {
      ...rest,
      title: or(version.title, content.title),
      summary: or(version.summary, content.summary),
      learn: content.learn.map((item, i) => or(version.learn[i], item)),
      material: { ...content.material, html: visible(version.material) === '' ? content.material.html : version.material },
      tasks,
    },
    lang: wanted,
    writtenIn: undefined,
  };
}

/** Every title the challenge has, source first: what search and the feed match. */
export const challengeTitles = (content: LocalizableChallenge): string[] => [
  content.title,
  ...challengeLanguagesOf(content)
    .slice(1)
    .map((lng) => content.translations?.[lng]?.title ?? ''),
];

/**
 * What every save checks (a draft may be unfinished, so texts may be empty): only the six languages, never the
 * source's again, and a version speaks only of the challenge's own tasks, options and items, and of no more "you will
 * learn" items than the source has. Paths as the API's 400 names them (`translations.de.tasks.t1.choices.o2`).
 */
export function challengeLanguageProblems(content: LocalizableChallenge): LanguageProblem[] {
  if (content.sourceLanguage !== undefined && !isLanguage(content.sourceLanguage)) {
    return [{ path: 'sourceLanguage', message: `one of ${supportedLanguages.join(', ')}` }];
  }
  // The shared structural rules (languages, never the source's, the string fields present); lengths are the schema's.
  const problems = languageVersionsProblems(content, ['title', 'summary', 'material'] as const, () => null, { title: content.title, summary: content.summary, material: content.material.html });
  if (problems.length > 0) return problems;
  const tasks = new Map(content.tasks.map((t) => [t.id, t]));
  for (const [lng, version] of Object.entries(content.translations ?? {}) as [Language, ChallengeVersion][]) {
    const at = `translations.${lng}`;
    if (!Array.isArray(version.learn) || version.learn.length > content.learn.length) {
      problems.push({ path: `${at}.learn`, message: `at most the source's ${content.learn.length} items` });
    }
    for (const [taskId, task] of Object.entries(version.tasks ?? {})) {
      const source = tasks.get(taskId);
      if (!source) {
        problems.push({ path: `${at}.tasks.${taskId}`, message: 'no task with this id in the challenge' });
        continue;
      }
      const ids = new Set(choicesOf(source).map((c) => c.id));
      for (const choiceId of Object.keys(task.choices ?? {})) {
        if (!ids.has(choiceId)) problems.push({ path: `${at}.tasks.${taskId}.choices.${choiceId}`, message: 'no option or item with this id in the task' });
      }
    }
  }
  return problems;
}

/**
 * What publishing checks on top: a version gives its readers everything the source gives, so each text the source
 * has is written in every version (a title, the summary and material when the source has them, each "you will learn"
 * item, each task's prompt, option and item, its model answer and feedback when the source has them).
 */
export function challengeVersionGaps(content: LocalizableChallenge): LanguageProblem[] {
  const gaps: LanguageProblem[] = [];
  for (const [lng, version] of Object.entries(content.translations ?? {}) as [Language, ChallengeVersion][]) {
    const at = `translations.${lng}`;
    const missing = (path: string) => gaps.push({ path: `${at}.${path}`, message: 'write this text in this language too, as the source has it' });
    if (!version.title.trim()) missing('title');
    if (content.summary.trim() && !version.summary.trim()) missing('summary');
    if (visible(content.material.html) && !visible(version.material)) missing('material');
    content.learn.forEach((_item, i) => {
      if (!version.learn[i]?.trim()) missing(`learn.${i}`);
    });
    for (const task of content.tasks) {
      const v = version.tasks[task.id];
      if (!v?.prompt.trim()) missing(`tasks.${task.id}.prompt`);
      if (task.modelAnswer?.trim() && !v?.modelAnswer.trim()) missing(`tasks.${task.id}.modelAnswer`);
      if (task.feedback?.trim() && !v?.feedback.trim()) missing(`tasks.${task.id}.feedback`);
      for (const c of choicesOf(task)) if (!v?.choices[c.id]?.trim()) missing(`tasks.${task.id}.choices.${c.id}`);
    }
  }
  return gaps;
}

/** Limits a version's texts share with the source's (challenge-limits.ts): the SPA's builder stops at them too. */
export const challengeVersionLimits = {
  title: challengeLimits.titleLength,
  summary: challengeLimits.summaryLength,
  learnItem: challengeLimits.learnItemLength,
  material: challengeLimits.materialLength,
  prompt: challengeLimits.promptLength,
  learningText: challengeLimits.learningTextLength,
  choice: challengeLimits.optionLength,
} as const;

/** The stored form (content-languages.ts' rule): `sourceLanguage` only when not English, `translations` only when any. */
export const compactChallengeLanguages = (content: ChallengeLanguages): ChallengeLanguages =>
  compactContentLanguages(content as never) as ChallengeLanguages;
