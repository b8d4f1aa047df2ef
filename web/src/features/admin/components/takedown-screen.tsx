import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Field, FieldShell } from '../../../components/ui/field.tsx';
import { StatusLine, type SettingsStatus } from '../../../components/ui/status-line.tsx';
import { dateTimeFormat } from '../../../lib/date-format.ts';
import { useOutcome } from '../../../lib/use-outcome.ts';
import { listTakedowns, takeDown, TAKEDOWN_KINDS, type TakedownKind } from '../api/takedowns.ts';
import { checkReason, REASON_MAX } from '../utils/admin-rules.ts';
import { LoadState } from '../../../components/ui/load-state.tsx';

const REF_MAX = 2000;

/**
 * Take content down (issue 26 part 6): the kind, the content's link or id (or its page's address, pasted), and the
 * reason its owners are mailed. Below: the latest takedowns. Nothing is asked twice: the API refuses a second one.
 */
export function TakedownScreen() {
  const { t, i18n } = useTranslation();
  const [kind, setKind] = useState<TakedownKind>('event');
  const [ref, setRef] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ ref?: string; reason?: string }>({});
  const [status, setStatus] = useState<SettingsStatus>({ kind: 'idle' });
  const latest = useOutcome('takedowns', listTakedowns);
  const format = dateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const problem = checkReason(reason);
    const next = {
      ...(ref.trim() ? {} : { ref: t('admin.takedowns.refRequired') }),
      ...(problem ? { reason: t(`admin.reason.${problem}`, { max: REASON_MAX }) } : {}),
    };
    setErrors(next);
    if (next.ref || next.reason) return;
    setStatus({ kind: 'busy' });
    const answer = await takeDown(kind, ref.trim(), reason.trim()).catch(() => null);
    if (answer?.ok) {
      setStatus({ kind: 'saved' });
      setRef('');
      setReason('');
      latest.reload();
      return;
    }
    const code = answer?.status === 404 ? 'notFound' : answer?.code === 'TAKEN_DOWN' ? 'already' : 'failed';
    setStatus({ kind: 'error', message: t(`admin.takedowns.${code}`, { kind: t(`admin.takedowns.kinds.${kind}`) }) });
  };

  return (
    <section aria-labelledby="admin-takedowns-title" data-testid="admin-takedowns">
      <h1 id="admin-takedowns-title">{t('admin.takedowns.title')}</h1>
      <p className="muted">{t('admin.takedowns.lead')}</p>
      <form className="admin-takedown__form" onSubmit={(e) => void submit(e)} noValidate>
        <FieldShell
          id="takedown-kind"
          label={t('admin.takedowns.kind')}
          render={(control) => (
            <select {...control} className="input" value={kind} onChange={(e) => setKind(e.currentTarget.value as TakedownKind)}>
              {TAKEDOWN_KINDS.map((k) => (
                <option key={k} value={k}>
                  {t(`admin.takedowns.kinds.${k}`)}
                </option>
              ))}
            </select>
          )}
        />
        <Field
          id="takedown-ref"
          label={t('admin.takedowns.ref')}
          hint={t('admin.takedowns.refHint')}
          error={errors.ref}
          value={ref}
          maxLength={REF_MAX}
          autoComplete="off"
          onChange={(e) => setRef(e.currentTarget.value)}
        />
        <FieldShell
          id="takedown-reason"
          className="admin-takedown__reason"
          label={t('admin.takedowns.reason')}
          hint={t('admin.takedowns.reasonHint')}
          error={errors.reason}
          render={(control) => <textarea {...control} className="input" rows={3} value={reason} onChange={(e) => setReason(e.currentTarget.value)} />}
        />
        <div className="admin-takedown__actions">
          <button type="submit" className="button button--danger" disabled={status.kind === 'busy'} aria-busy={status.kind === 'busy'} data-testid="takedown-submit">
            {t('admin.takedowns.submit')}
          </button>
        </div>
        <StatusLine status={status} saved={t('admin.takedowns.done')} testId="takedown" />
      </form>

      <h2 className="admin-takedown__latest">{t('admin.takedowns.latest')}</h2>
      <LoadState loaded={latest} failed={t('admin.takedowns.loadFailed')} reload={latest.reload} />
      {latest.status === 'ready' && latest.value.length === 0 && <p data-testid="admin-takedowns-empty">{t('admin.takedowns.empty')}</p>}
      {latest.status === 'ready' && latest.value.length > 0 && (
        <ul className="admin-reports" data-testid="admin-takedowns-list">
          {latest.value.map((row) => (
            <li key={row.contentId} className="admin-report" data-testid="admin-takedown">
              <p className="admin-report__meta">
                <time dateTime={row.at}>{format.format(new Date(row.at))}</time> · {t(`admin.takedowns.kinds.${row.kind}`, { defaultValue: row.kind })} · {row.contentId}
              </p>
              {row.title && <p className="admin-audit__action">{row.title}</p>}
              <p className="admin-report__text">{t('admin.audit.reason', { reason: row.reason })}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
