import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../lib/use-locale.ts';
import { toast } from '../../../lib/toast.ts';
import { listAdminArticles, withdrawArticle, type AdminArticle } from '../api/magazine-articles.ts';
import { ArticleEditor } from './article-editor.tsx';

type Loaded = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; rows: AdminArticle[] };

/** The admin's magazine: every article (scheduled ones marked), a new one, editing and withdrawing. */
export function MagazineScreen() {
  const { t } = useTranslation();
  const lng = useLocale();
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const [round, setRound] = useState(0);
  const [editing, setEditing] = useState<{ articleId?: string } | null>(null);
  const reload = useCallback(() => setRound((n) => n + 1), []);

  useEffect(() => {
    let live = true;
    setLoaded({ status: 'loading' });
    listAdminArticles().then(
      (outcome) => live && setLoaded(outcome.ok ? { status: 'ready', rows: outcome.value } : { status: 'failed' }),
      () => live && setLoaded({ status: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [round]);

  const withdraw = async (row: AdminArticle) => {
    if (!window.confirm(t('admin.magazine.withdrawConfirm', { title: row.title }))) return;
    const outcome = await withdrawArticle(row.articleId).catch(() => undefined);
    if (outcome?.ok) {
      toast.success(t('admin.magazine.withdrawn', { title: row.title }));
      reload();
    } else toast.error(t('admin.magazine.failed'));
  };

  if (editing) {
    return (
      <ArticleEditor
        {...(editing.articleId ? { articleId: editing.articleId } : {})}
        onDone={(saved) => {
          setEditing(null);
          if (saved) reload();
        }}
      />
    );
  }
  const date = new Intl.DateTimeFormat(lng, { dateStyle: 'medium', timeStyle: 'short' });
  const now = Date.now();
  return (
    <section className="admin-magazine" aria-labelledby="admin-magazine-title" data-testid="admin-magazine">
      <div className="admin-magazine__head">
        <h2 id="admin-magazine-title" className="section-title">
          {t('admin.magazine.title')}
        </h2>
        <button type="button" className="button button--primary" onClick={() => setEditing({})} data-testid="article-new">
          {t('admin.magazine.new')}
        </button>
      </div>
      {loaded.status === 'loading' && <p role="status">{t('common.loading')}</p>}
      {loaded.status === 'failed' && (
        <div className="alert alert--error" role="alert">
          <span>{t('admin.magazine.error')}</span>
          <button type="button" className="link-button" onClick={reload}>
            {t('common.retry')}
          </button>
        </div>
      )}
      {loaded.status === 'ready' && loaded.rows.length === 0 && <p className="muted">{t('admin.magazine.empty')}</p>}
      {loaded.status === 'ready' && loaded.rows.length > 0 && (
        <ul className="admin-magazine__list">
          {loaded.rows.map((row) => (
            <li key={row.articleId} className="admin-magazine__row">
              <div>
                <p className="admin-magazine__title" lang={row.language}>
                  {row.title}
                </p>
                <p className="muted">
                  {row.language.toUpperCase()} · {new Date(row.publishAt).getTime() > now ? t('admin.magazine.scheduled') : t('admin.magazine.published')}{' '}
                  {date.format(new Date(row.publishAt))}
                </p>
              </div>
              <div className="admin-magazine__actions">
                <button type="button" className="button button--secondary button--small" onClick={() => setEditing({ articleId: row.articleId })}>
                  {t('admin.magazine.edit')}
                </button>
                <button type="button" className="button button--ghost button--small" onClick={() => void withdraw(row)}>
                  {t('admin.magazine.withdraw')}
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
