import { useEffect, useMemo, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { PageSpinner } from '../../../components/ui/page-spinner.tsx';
import { magazinePaths } from '../../../config/paths/public-site.ts';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { cleanRichText } from '../../../lib/rich-text.ts';
import { useLocale } from '../../../lib/use-locale.ts';
import { getArticle, type Article } from '../api/magazine.ts';
import { useTranslation } from 'react-i18next';
import { groupTexts } from '../content/texts.ts';
import type { MagazineText } from '../content/types.ts';
import './magazine.css';

type State = { status: 'loading' } | { status: 'ready'; article: Article } | { status: 'missing' } | { status: 'failed' };

/** /magazine/{link}: the article, its body sanitised again here, with its own title, description and Open Graph tags. */
export function MagazineArticle() {
  const { t } = useTranslation();
  const { link = '' } = useParams();
  const lng = useLocale();
  const [state, setState] = useState<State>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const m = groupTexts<MagazineText>(t, 'siteMagazine');
  const article = state.status === 'ready' ? state.article : undefined;
  usePageMeta(
    article
      ? { title: article.title, description: article.description, type: 'article', image: article.cover }
      : { title: m.metaTitle, description: m.metaDescription },
  );
  const body = useMemo(() => (article ? cleanRichText(article.body) : ''), [article]);

  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    getArticle(link).then(
      (outcome) =>
        current && setState(outcome.ok ? { status: 'ready', article: outcome.value } : { status: outcome.status === 404 || outcome.status === 400 ? 'missing' : 'failed' }),
      () => current && setState({ status: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [link, attempt]);

  return (
    <div className="container page magazine-article" data-testid="magazine-article">
      <Link to={magazinePaths.list.href()} className="magazine-article__back">
        ← {m.back}
      </Link>
      {state.status === 'loading' && <PageSpinner />}
      {state.status === 'missing' && (
        <p className="alert alert--info" role="status">
          {m.notFound}
        </p>
      )}
      {state.status === 'failed' && (
        <div className="alert alert--error" role="alert">
          <span>{t('site.common.failed')}</span>
          <button type="button" className="link-button" onClick={() => setAttempt((n) => n + 1)}>
            {t('site.common.retry')}
          </button>
        </div>
      )}
      {article && (
        <article lang={article.language}>
          <header className="magazine-article__header">
            <h1 className="page-title">{article.title}</h1>
            <p className="page-lead">{article.description}</p>
            <p className="muted" lang={lng}>
              {t('siteMagazine.published', { date: new Intl.DateTimeFormat(lng, { dateStyle: 'long' }).format(new Date(article.publishAt)) })}
            </p>
          </header>
          {article.cover && <img className="magazine-article__cover" src={article.cover} alt="" width={1200} height={600} />}
          <div className="rich-text magazine-article__body" dangerouslySetInnerHTML={{ __html: body }} />
        </article>
      )}
    </div>
  );
}
