import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { PageSpinner } from '../../../components/ui/page-spinner.tsx';
import { magazinePaths } from '../../../config/paths/public-site.ts';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { useLocale } from '../../../lib/use-locale.ts';
import { getArticles, type ArticlePage } from '../api/magazine.ts';
import { useTranslation } from 'react-i18next';
import { groupTexts } from '../content/texts.ts';
import type { MagazineText } from '../content/types.ts';
import './magazine.css';

type State = { status: 'loading' } | { status: 'ready'; page: ArticlePage } | { status: 'failed' };

/**
 * /magazine: published articles, newest first, those in the reader's language first, nine a page (?page=n keeps the
 * place in the address).
 */
export function MagazineList() {
  const { t } = useTranslation();
  const m = groupTexts<MagazineText>(t, 'siteMagazine');
  const lng = useLocale();
  const [params] = useSearchParams();
  const pageNumber = Math.max(1, Math.min(10_000, Number.parseInt(params.get('page') ?? '1', 10) || 1));
  const [state, setState] = useState<State>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  usePageMeta({ title: m.metaTitle, description: m.metaDescription });

  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    getArticles(pageNumber, lng).then(
      (outcome) => current && setState(outcome.ok ? { status: 'ready', page: outcome.value } : { status: 'failed' }),
      () => current && setState({ status: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [pageNumber, lng, attempt]);

  const date = new Intl.DateTimeFormat(lng, { dateStyle: 'long' });
  const pages = state.status === 'ready' ? Math.max(1, Math.ceil(state.page.total / state.page.pageSize)) : 1;

  return (
    <div className="container page magazine" data-testid="magazine-list">
      <header className="page-header">
        <p className="eyebrow">{m.eyebrow}</p>
        <h1 className="page-title">{m.title}</h1>
        <p className="page-lead">{m.lede}</p>
      </header>
      {state.status === 'loading' && <PageSpinner />}
      {state.status === 'failed' && (
        <div className="alert alert--error" role="alert">
          <span>{t('site.common.failed')}</span>
          <button type="button" className="link-button" onClick={() => setAttempt((n) => n + 1)}>
            {t('site.common.retry')}
          </button>
        </div>
      )}
      {state.status === 'ready' && state.page.articles.length === 0 && <p className="muted">{m.empty}</p>}
      {state.status === 'ready' && state.page.articles.length > 0 && (
        <>
          <ul className="magazine__grid">
            {state.page.articles.map((article) => (
              <li key={article.articleId} className="magazine-card" lang={article.language}>
                <img className="magazine-card__cover" src={article.cover ?? '/images/default-event.svg'} alt="" width={640} height={320} loading="lazy" />
                <div className="magazine-card__body">
                  <p className="muted magazine-card__date" lang={lng}>
                    <time dateTime={article.publishAt}>{date.format(new Date(article.publishAt))}</time>
                  </p>
                  <h2 className="magazine-card__title">
                    <Link to={magazinePaths.article.href(article.link)}>{article.title}</Link>
                  </h2>
                  <p>{article.description}</p>
                </div>
              </li>
            ))}
          </ul>
          {pages > 1 && (
            <nav className="magazine__paging" aria-label={t('siteMagazine.pageOf', { page: pageNumber, pages })}>
              {pageNumber > 1 && (
                <Link className="button button--secondary" to={magazinePaths.list.href(pageNumber - 1)}>
                  {m.previous}
                </Link>
              )}
              <span className="muted">{t('siteMagazine.pageOf', { page: pageNumber, pages })}</span>
              {pageNumber < pages && (
                <Link className="button button--secondary" to={magazinePaths.list.href(pageNumber + 1)}>
                  {m.next}
                </Link>
              )}
            </nav>
          )}
        </>
      )}
    </div>
  );
}
