import DOMPurify from 'dompurify';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { getMailbox, type MailboxMessage, type MailboxResult } from '../api/get-mailbox.ts';
import './mailbox.css';
import { dateTimeFormat } from '../../../lib/date-format.ts';

function MessageBody({ message }: { message: MailboxMessage }) {
  const clean = useMemo(
    () => (message.html ? DOMPurify.sanitize(message.html, { FORBID_TAGS: ['style', 'form', 'img'], FORBID_ATTR: ['style'] }) : ''),
    [message.html],
  );
  if (!clean) return <pre className="mailbox__text">{message.text}</pre>;
  return <div className="mailbox__html" dangerouslySetInnerHTML={{ __html: clean }} />;
}

/** /dev/mailbox: the local outbox, for people trying the product without an SMTP server. */
export function MailboxPage() {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const to = params.get('to') ?? '';
  const [draft, setDraft] = useState(to);
  const [result, setResult] = useState<MailboxResult | null>(null);
  const [loading, setLoading] = useState(false);

  useEffect(() => {
    document.title = t('mailbox.documentTitle');
  }, [t]);

  useEffect(() => {
    if (!to) return undefined;
    let live = true;
    setLoading(true);
    void getMailbox(to).then((r) => {
      if (!live) return;
      setResult(r);
      setLoading(false);
    });
    return () => {
      live = false;
    };
  }, [to]);

  const format = (iso: string) => {
    const date = new Date(iso);
    return Number.isNaN(date.getTime()) ? iso : dateTimeFormat(i18n.resolvedLanguage ?? 'en', { dateStyle: 'medium', timeStyle: 'short' }).format(date);
  };

  return (
    <div className="container page mailbox">
      <header className="page-header">
        <p className="eyebrow">{t('mailbox.eyebrow')}</p>
        <h1 className="page-title">{t('mailbox.title')}</h1>
        <p className="page-lead">{t('mailbox.lead')}</p>
      </header>
      <form
        className="mailbox__form"
        onSubmit={(e) => {
          e.preventDefault();
          if (draft.trim()) setParams({ to: draft.trim() });
        }}
      >
        <label htmlFor="mailbox-to" className="visually-hidden">
          {t('mailbox.address')}
        </label>
        <input id="mailbox-to" className="input" type="email" placeholder={t('mailbox.address')} value={draft} onChange={(e) => setDraft(e.currentTarget.value)} />
        <button type="submit" className="button button--primary">
          {t('mailbox.show')}
        </button>
      </form>
      {loading && <p role="status">{t('common.loading')}</p>}
      {!loading && result?.kind === 'disabled' && (
        <p className="alert alert--info" role="status" data-testid="mailbox-disabled">
          {t('mailbox.disabled')}
        </p>
      )}
      {!loading && result?.kind === 'error' && (
        <p className="alert alert--error" role="alert">
          {t('mailbox.failed')}
        </p>
      )}
      {!loading && result?.kind === 'ok' && result.messages.length === 0 && <p className="muted">{t('mailbox.empty', { to })}</p>}
      {!loading && result?.kind === 'ok' && (
        <ol className="mailbox__list">
          {result.messages.map((m) => (
            <li key={m.id} className="mailbox__message" data-testid="mailbox-message">
              <h2 className="mailbox__subject">{m.subject}</h2>
              <p className="muted">
                {t('mailbox.meta', { to: m.to, date: format(m.createdAt) })}
              </p>
              <MessageBody message={m} />
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
