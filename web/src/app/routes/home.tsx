import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { UpcomingEventsTeaser } from '../../features/events/components/upcoming-events-teaser.tsx';
import { HomeCta } from '../../features/home/components/home-cta.tsx';
import { HomeHero } from '../../features/home/components/home-hero.tsx';
import { ValueProps } from '../../features/home/components/value-props.tsx';
import { UniversitySection } from '../../features/universities/components/university-section.tsx';
import '../../features/home/components/home.css';

export default function HomeRoute() {
  const { t } = useTranslation();
  useEffect(() => {
    document.title = t('home.documentTitle');
  }, [t]);

  return (
    <div className="home">
      <HomeHero />
      <div className="container home__sections">
        {/* Painted with the page; only its picker loads later, when it comes into view (no shift either way). */}
        <UniversitySection />
        <ValueProps />
        <UpcomingEventsTeaser />
        <HomeCta />
      </div>
    </div>
  );
}
