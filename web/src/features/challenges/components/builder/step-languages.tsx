import type { ChallengeVersion } from '@fast-track/shared/challenges/challenge-languages';
import { challengeVersionLimits } from '@fast-track/shared/challenges/challenge-languages';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageTabs } from '../../../../components/content-languages/language-tabs.tsx';
import { RichTextEditor } from '../../../../components/ui/rich-text-editor.tsx';
import { LANGUAGE_NAMES, type Language } from '../../../../lib/languages.ts';
import { emptyVersion, taskVersion, versionGaps, type ChallengeBody, type TaskDraft } from '../../utils/challenge-draft.ts';
import type { Change } from './challenge-builder.tsx';

const visible = (html: string) => html.replace(/<[^>]*>/g, '').replace(/&nbsp;/g, ' ').trim();
const choicesOf = (task: TaskDraft) => (task.kind === 'single' || task.kind === 'multiple' ? task.options : task.kind === 'ordering' ? task.items : []);

/**
 * The challenge in other languages (docs/challenges.md § Languages): which languages it exists in, the language the
 * steps above are written in, and per other language every text a student reads — each field with the source's text
 * beside it, so the author writes the version against it. Nothing is translated by a machine. Publishing waits until
 * every version has each text the source has (the tab says so).
 */
export function StepLanguages({ body, change }: { body: ChallengeBody; change: Change }) {
  const { t } = useTranslation();
  const [active, setActive] = useState<Language>(body.sourceLanguage);
  const versions = Object.keys(body.translations) as Language[];
  const gaps = versionGaps(body);
  const shown = active !== body.sourceLanguage && body.translations[active] ? active : body.sourceLanguage;

  return (
    <>
      <p className="field__hint">{t('challenges.builder.languages.lead')}</p>
      <LanguageTabs
        idBase="challenge"
        sourceLanguage={body.sourceLanguage}
        versions={versions}
        active={shown}
        invalid={Object.keys(gaps) as Language[]}
        onSelect={setActive}
        onAdd={(lng) => {
          change({ translations: { ...body.translations, [lng]: emptyVersion() } });
          setActive(lng);
        }}
        onRemove={(lng) => {
          const { [lng]: _removed, ...rest } = body.translations;
          change({ translations: rest });
          setActive(body.sourceLanguage);
        }}
        onSourceChange={(lng) => {
          change({ sourceLanguage: lng });
          setActive(lng);
        }}
      >
        {shown === body.sourceLanguage ? (
          <p data-testid="challenge-source-note">{t('challenges.builder.languages.sourceNote', { language: LANGUAGE_NAMES[body.sourceLanguage] })}</p>
        ) : (
          <VersionFields
            key={shown}
            body={body}
            language={shown}
            version={body.translations[shown]!}
            gaps={gaps[shown] ?? 0}
            onChange={(version) => change({ translations: { ...body.translations, [shown]: version } })}
          />
        )}
      </LanguageTabs>
    </>
  );
}

interface VersionProps {
  body: ChallengeBody;
  language: Language;
  version: ChallengeVersion;
  gaps: number;
  onChange: (version: ChallengeVersion) => void;
}

function VersionFields({ body, language, version, gaps, onChange }: VersionProps) {
  const { t } = useTranslation();
  const id = (name: string) => `ch-${language}-${name}`;
  const setTask = (task: TaskDraft, patch: Partial<ReturnType<typeof taskVersion>>) =>
    onChange({ ...version, tasks: { ...version.tasks, [task.id]: { ...taskVersion(version, task), ...patch } } });

  return (
    <div data-testid={`challenge-version-${language}`}>
      <p className={gaps > 0 ? 'alert alert--info' : 'muted'} role="status" data-testid="challenge-version-gaps">
        {gaps > 0 ? t('challenges.builder.languages.gaps', { count: gaps, language: LANGUAGE_NAMES[language] }) : t('challenges.builder.languages.complete', { language: LANGUAGE_NAMES[language] })}
      </p>
      <TextField id={id('title')} label={t('challenges.builder.title')} source={body.title} sourceLanguage={body.sourceLanguage}>
        <input id={id('title')} className="input" lang={language} maxLength={challengeVersionLimits.title} value={version.title} onChange={(e) => onChange({ ...version, title: e.currentTarget.value })} />
      </TextField>
      {(body.summary.trim() !== '' || version.summary !== '') && (
        <TextField id={id('summary')} label={t('challenges.builder.summary')} source={body.summary} sourceLanguage={body.sourceLanguage}>
          <textarea id={id('summary')} className="input" rows={3} lang={language} maxLength={challengeVersionLimits.summary} value={version.summary} onChange={(e) => onChange({ ...version, summary: e.currentTarget.value })} />
        </TextField>
      )}
      {body.learn.map((line, i) => (
        <TextField key={`learn-${i}`} id={id(`learn-${i}`)} label={t('challenges.builder.learnLine', { n: i + 1 })} source={line} sourceLanguage={body.sourceLanguage}>
          <input
            id={id(`learn-${i}`)}
            className="input"
            lang={language}
            maxLength={challengeVersionLimits.learnItem}
            value={version.learn[i] ?? ''}
            onChange={(e) => {
              const learn = body.learn.map((_l, j) => (j === i ? e.currentTarget.value : (version.learn[j] ?? '')));
              onChange({ ...version, learn });
            }}
          />
        </TextField>
      ))}
      {visible(body.material.html) !== '' && (
        <div className="field">
          <p className="field__label" id={id('material-label')}>
            {t('challenges.builder.caseText')}
          </p>
          <RichTextEditor
            id={id('material')}
            labelledBy={id('material-label')}
            invalid={false}
            value={version.material}
            resetKey={`material:${language}`}
            onChange={(html) => onChange({ ...version, material: html })}
            testId={`challenge-material-${language}`}
          />
        </div>
      )}
      {body.tasks.map((task, n) => {
        const tv = taskVersion(version, task);
        return (
          <fieldset key={task.id} className="builder-group" data-testid="challenge-version-task">
            <legend>{t('challenges.builder.languages.task', { n: n + 1 })}</legend>
            <TextField id={id(`${task.id}-prompt`)} label={t('challenges.builder.languages.prompt')} source={task.prompt} sourceLanguage={body.sourceLanguage}>
              <textarea id={id(`${task.id}-prompt`)} className="input" rows={3} lang={language} maxLength={challengeVersionLimits.prompt} value={tv.prompt} onChange={(e) => setTask(task, { prompt: e.currentTarget.value })} />
            </TextField>
            {choicesOf(task).map((c, i) => (
              <TextField key={c.id} id={id(`${task.id}-${c.id}`)} label={t('challenges.builder.languages.choice', { n: i + 1 })} source={c.text} sourceLanguage={body.sourceLanguage}>
                <input
                  id={id(`${task.id}-${c.id}`)}
                  className="input"
                  lang={language}
                  maxLength={challengeVersionLimits.choice}
                  value={tv.choices[c.id] ?? ''}
                  onChange={(e) => setTask(task, { choices: { ...tv.choices, [c.id]: e.currentTarget.value } })}
                />
              </TextField>
            ))}
            {(task.modelAnswer.trim() !== '' || tv.modelAnswer !== '') && (
              <TextField id={id(`${task.id}-model`)} label={t('challenges.builder.languages.modelAnswer')} source={task.modelAnswer} sourceLanguage={body.sourceLanguage}>
                <textarea id={id(`${task.id}-model`)} className="input" rows={3} lang={language} maxLength={challengeVersionLimits.learningText} value={tv.modelAnswer} onChange={(e) => setTask(task, { modelAnswer: e.currentTarget.value })} />
              </TextField>
            )}
            {(task.feedback.trim() !== '' || tv.feedback !== '') && (
              <TextField id={id(`${task.id}-feedback`)} label={t('challenges.builder.languages.feedback')} source={task.feedback} sourceLanguage={body.sourceLanguage}>
                <textarea id={id(`${task.id}-feedback`)} className="input" rows={3} lang={language} maxLength={challengeVersionLimits.learningText} value={tv.feedback} onChange={(e) => setTask(task, { feedback: e.currentTarget.value })} />
              </TextField>
            )}
          </fieldset>
        );
      })}
    </div>
  );
}

/** A version's field: its label, the source's text to write it against, and the input. */
function TextField({ id, label, source, sourceLanguage, children }: { id: string; label: string; source: string; sourceLanguage: Language; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {source.trim() !== '' && (
        <p className="field__hint challenge-version__source">
          {t('challenges.builder.languages.source', { language: LANGUAGE_NAMES[sourceLanguage] })} <span lang={sourceLanguage}>{source}</span>
        </p>
      )}
      {children}
    </div>
  );
}
