import { useTranslation } from 'react-i18next';
import { RichTextView } from '../../../components/ui/rich-text-view.tsx';

export function AboutSection({ html }: { html: string }) {
  const { t } = useTranslation();
  return (
    <section className="detail-section" aria-labelledby="about-title">
      <h2 id="about-title" className="detail-section__title">
        {t('event.about')}
      </h2>
      <RichTextView html={html} testId="event-description" empty={<p className="muted">{t('event.noDescription')}</p>} />
    </section>
  );
}
