import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { UpcomingEventsTeaser } from '../../features/events/components/upcoming-events-teaser.tsx';
import { HomeCta } from '../../features/home/components/home-cta.tsx';
import { HomeHero } from '../../features/home/components/home-hero.tsx';
import { ValueProps } from '../../features/home/components/value-props.tsx';
import '../../features/home/components/home.css';

// The picker (react-window, country data) loads after the hero: it sits below the fold.
const UniversitySection = lazy(() =>
  import('../../features/universities/components/university-section.tsx').then((m) => ({ default: m.UniversitySection })),
);

export default function HomeRoute() {
  const { t } = useTranslation();
  useEffect(() => {
    document.title = t('home.documentTitle');
  }, [t]);

  return (
    <div className="home">
      <HomeHero />
      <div className="container home__sections">
        <Suspense fallback={null}>
          <UniversitySection />
        </Suspense>
        <ValueProps />
        <UpcomingEventsTeaser />
        <HomeCta />
      </div>
    </div>
  );
}
