import type { PublicPageId } from '@fast-track/shared/public-site';
import { publicSitePaths } from '../../../config/paths/public-site.ts';
import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { PageSpinner } from '../../../components/ui/page-spinner.tsx';
import { withTexts } from '../../../lib/text-groups.ts';
import type { PageText } from '../content/types.ts';
import { pageSetups, pagesOfGroup, type PageWidget } from '../pages.ts';
import { usePageText } from './use-public-text.ts';

// Each widget is a chunk of its own with its words (a key group each, fetched beside the chunk): a page loads the
// layout, its words and only the widgets it shows (a page without a form does not download the form, its rules, the
// e-mail check or the form's words).
const FaqSearch = lazy(() => withTexts(['siteFaq'], () => import('./faq-search.tsx'))().then((m) => ({ default: m.FaqSearch })));
const HubScreens = lazy(() => withTexts(['siteScreens'], () => import('./hub-screens.tsx'))().then((m) => ({ default: m.HubScreens })));
const InquiryForm = lazy(() => withTexts(['siteForm'], () => import('./inquiry-form.tsx'))().then((m) => ({ default: m.InquiryForm })));
const PricingTable = lazy(() => withTexts(['sitePricing'], () => import('./pricing-table.tsx'))().then((m) => ({ default: m.PricingTable })));
const ToolkitFiles = lazy(() => withTexts(['siteToolkit'], () => import('./toolkit-files.tsx'))().then((m) => ({ default: m.ToolkitFiles })));
const TrackLive = lazy(() => withTexts(['siteTrackLive'], () => import('./track-live.tsx'))().then((m) => ({ default: m.TrackLive })));
import './public-page.css';

interface PublicPageProps {
  id: PublicPageId;
  /** What other features show on the page (the app composes them): live events for the 'events' widget. */
  events?: ReactNode;
}

/**
 * Every page of the public site: its words in the reader's language, its widgets, and its audience's other pages.
 * The shared words (`site`) come with the route (withTexts in app/router.tsx); the page's own group loads here.
 */
export function PublicPage(props: PublicPageProps) {
  const { t } = useTranslation();
  const { state, retry } = usePageText(props.id);
  if (state.status === 'ready') return <PublicPageBody {...props} page={state.page} />;
  return (
    <div className="container page" data-testid={`public-page-${props.id}`}>
      {state.status === 'failed' ? (
        <div className="alert alert--error" role="alert">
          <span>{t('site.common.failed')}</span>
          <button type="button" className="link-button" onClick={retry}>
            {t('site.common.retry')}
          </button>
        </div>
      ) : (
        <PageSpinner />
      )}
    </div>
  );
}

function PublicPageBody({ id, events, page }: PublicPageProps & { page: PageText }) {
  const { t } = useTranslation();
  usePageMeta({ title: page.metaTitle, description: page.metaDescription });
  const { hash } = useLocation();

  // The words arrive after the first render: /student-organisations#CRM scrolls once the card exists.
  useEffect(() => {
    if (hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [hash]);

  const setup = pageSetups[id];
  const others = pagesOfGroup(setup.group).filter((other) => other !== id);
  const widgets: Record<PageWidget, () => ReactNode> = {
    tourForm: () => <InquiryForm kind="tour" />,
    careerCenterForm: () => <InquiryForm kind="career-center" />,
    supportForm: () => <InquiryForm kind="support" />,
    pricing: () => <PricingTable />,
    toolkit: () => <ToolkitFiles />,
    faq: () => <FaqSearch />,
    hubScreens: () => <HubScreens />,
    // Challenge and event titles are their authors' words, in whatever language they wrote them.
    trackLive: () => <TrackLive page={publicSitePaths[id].path.slice(1)} />,
    events: () => (
      // Event titles are their hosts' words, in whatever language they wrote them (the e2e language check skips them).
      <section className="public-page__events" aria-label={t('site.events.title')} data-user-content>
        {events}
      </section>
    ),
  };

  return (
    <div className="public-page" data-testid={`public-page-${id}`}>
      <header className={`public-hero public-hero--${setup.group}`}>
        <div className="container public-hero__inner">
          <p className="eyebrow eyebrow--inverse">{page.eyebrow}</p>
          <h1 className="public-hero__title">{page.title}</h1>
          <p className="public-hero__lede">{page.lede}</p>
          <div className="public-hero__actions">
            <Link to={setup.cta} className="button button--accent button--large">
              {page.cta}
            </Link>
            {setup.signUp && (
              <Link to={setup.signUp} className="button button--ghost button--large" data-testid="public-sign-up">
                {t('site.common.signUp')}
              </Link>
            )}
          </div>
        </div>
      </header>
      <div className="container page">
        <ul className="public-cards">
          {page.cards.map((card, index) => (
            <li key={card.title} className="public-card" id={setup.anchors?.[index]}>
              <h2 className="public-card__title">{card.title}</h2>
              <p>{card.text}</p>
            </li>
          ))}
        </ul>
        {setup.widgets?.map((widget) => (
          <div key={widget} className="public-page__widget">
            <Suspense fallback={<p className="muted">{t('site.common.loading')}</p>}>{widgets[widget]()}</Suspense>
          </div>
        ))}
        {others.length > 0 && (
          <nav className="public-more" aria-labelledby={`more-${id}`}>
            <h2 id={`more-${id}`} className="public-more__title">
              {t(`site.groups.${setup.group}`)}
            </h2>
            <ul>
              {others.map((other) => (
                <li key={other}>
                  <Link to={publicSitePaths[other].path}>{t(`site.linkLabels.${other}`)}</Link>
                </li>
              ))}
            </ul>
          </nav>
        )}
      </div>
    </div>
  );
}
