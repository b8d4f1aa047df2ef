import { pipelineLimits } from '@fast-track/shared/jobs/pipeline-limits';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldShell } from '../../../../components/ui/field.tsx';
import { SidePanel } from '../../../../components/ui/side-panel.tsx';
import { toast } from '../../../../lib/toast.ts';
import { useOutcome } from '../../../../lib/use-outcome.ts';
import { loadStageMails, MAIL_LANGUAGES, MOVE_STAGES, removeStageMail, saveStageMail, type StageMail } from '../../api/pipeline.ts';
import { LoadFailed } from '../load-failed.tsx';

interface Props {
  organisationId: string;
  open: boolean;
  onClose: () => void;
}

/**
 * The organisation's stage mails: a subject and body per stage and language. A student gets the one in their language;
 * without it, the built-in translated text (docs/jobs.md § Stage mails).
 */
export function StageMailsPanel({ organisationId, open, onClose }: Props) {
  const { t } = useTranslation();
  return (
    <SidePanel open={open} onClose={onClose} labelledBy="stage-mails-title" testId="stage-mails">
      <div className="pipeline-panel">
        <h2 id="stage-mails-title" className="section-title pipeline-panel__title">
          {t('pipeline.mails.title')}
        </h2>
        {open && <StageMailsBody organisationId={organisationId} />}
      </div>
    </SidePanel>
  );
}

function StageMailsBody({ organisationId }: { organisationId: string }) {
  const { t, i18n } = useTranslation();
  const templates = useOutcome(organisationId, () => loadStageMails(organisationId));
  const [stage, setStage] = useState<string>('rejected');
  const [lng, setLng] = useState<string>((i18n.resolvedLanguage ?? 'en').slice(0, 2));
  const current = templates.status === 'ready' ? templates.value.find((m) => m.stage === stage && m.lng === lng) : undefined;
  const languageName = (code: string) => new Intl.DisplayNames([i18n.resolvedLanguage ?? 'en'], { type: 'language' }).of(code) ?? code;

  return (
    <div className="stage-mails">
      <p className="muted">{t('pipeline.mails.intro')}</p>
      <div className="stage-mails__pick">
        <div className="field">
          <label htmlFor="stage-mail-stage">{t('pipeline.mails.stage')}</label>
          <select id="stage-mail-stage" className="input" value={stage} onChange={(e) => setStage(e.currentTarget.value)} data-testid="stage-mail-stage">
            {MOVE_STAGES.map((s) => (
              <option key={s} value={s}>
                {t(`jobs.stages.${s}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="stage-mail-lng">{t('pipeline.mails.language')}</label>
          <select id="stage-mail-lng" className="input" value={lng} onChange={(e) => setLng(e.currentTarget.value)} data-testid="stage-mail-lng">
            {MAIL_LANGUAGES.map((code) => (
              <option key={code} value={code}>
                {languageName(code)}
              </option>
            ))}
          </select>
        </div>
      </div>
      {templates.status === 'loading' && <p className="muted">{t('common.loading')}</p>}
      {templates.status === 'failed' && <LoadFailed message={t('pipeline.mails.loadFailed')} onRetry={templates.reload} />}
      {templates.status === 'ready' && (
        <>
          <p className="muted" data-testid="stage-mail-status">
            {current ? t('pipeline.mails.custom') : t('pipeline.mails.builtIn')}
          </p>
          <StageMailForm
            key={`${stage}:${lng}:${current?.updatedAt ?? ''}`}
            organisationId={organisationId}
            stage={stage}
            lng={lng}
            current={current}
            onSaved={(list) => templates.set(list)}
          />
        </>
      )}
    </div>
  );
}

function StageMailForm({ organisationId, stage, lng, current, onSaved }: { organisationId: string; stage: string; lng: string; current: StageMail | undefined; onSaved: (list: StageMail[]) => void }) {
  const { t } = useTranslation();
  const [subject, setSubject] = useState(current?.subject ?? '');
  const [body, setBody] = useState(current?.body ?? '');
  const [errors, setErrors] = useState<{ subject?: string; body?: string }>({});
  const [busy, setBusy] = useState(false);

  const check = () => {
    const found: { subject?: string; body?: string } = {};
    const s = subject.trim();
    const b = body.trim();
    if (!s) found.subject = t('pipeline.mails.required');
    else if ([...s].length > pipelineLimits.mailSubjectLength) found.subject = t('pipeline.mails.tooLong', { max: pipelineLimits.mailSubjectLength });
    if (!b) found.body = t('pipeline.mails.required');
    else if ([...b].length > pipelineLimits.mailBodyLength) found.body = t('pipeline.mails.tooLong', { max: pipelineLimits.mailBodyLength });
    return found;
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const found = check();
    setErrors(found);
    if (found.subject || found.body) return;
    setBusy(true);
    const outcome = await saveStageMail(organisationId, stage, lng, { subject, body }).catch(() => null);
    setBusy(false);
    if (!outcome?.ok) return void toast.error(t('pipeline.mails.saveFailed'));
    toast.success(t('pipeline.mails.saved'));
    onSaved(outcome.value);
  };

  const remove = async () => {
    setBusy(true);
    const outcome = await removeStageMail(organisationId, stage, lng).catch(() => null);
    setBusy(false);
    if (!outcome?.ok) return void toast.error(t('pipeline.mails.saveFailed'));
    toast.success(t('pipeline.mails.removed'));
    onSaved(outcome.value);
  };

  return (
    <form className="stage-mails__form" onSubmit={(e) => void save(e)} noValidate>
      <FieldShell
        id="stage-mail-subject"
        label={t('pipeline.mails.subject')}
        error={errors.subject}
        render={(control) => <input {...control} className="input" value={subject} onChange={(e) => setSubject(e.currentTarget.value)} data-testid="stage-mail-subject" />}
      />
      <FieldShell
        id="stage-mail-body"
        label={t('pipeline.mails.body')}
        hint={t('pipeline.mails.placeholders', { name: '{{name}}', jobTitle: '{{jobTitle}}', companyName: '{{companyName}}' })}
        error={errors.body}
        render={(control) => <textarea {...control} className="input stage-mails__body" value={body} onChange={(e) => setBody(e.currentTarget.value)} data-testid="stage-mail-body" />}
      />
      <div className="job-editor__actions">
        <button type="submit" className="button button--primary button--small" disabled={busy} data-testid="stage-mail-save">
          {t('pipeline.mails.save')}
        </button>
        {current && (
          <button type="button" className="button button--secondary button--small" disabled={busy} onClick={() => void remove()} data-testid="stage-mail-remove">
            {t('pipeline.mails.remove')}
          </button>
        )}
      </div>
    </form>
  );
}
