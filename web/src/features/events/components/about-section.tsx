import { useTranslation } from 'react-i18next';
import { RichTextView } from '../../../components/ui/rich-text-view.tsx';

/** The host's description; `lang` is the language it is written in, when known. */
export function AboutSection({ html, lang }: { html: string; lang?: string | undefined }) {
  const { t } = useTranslation();
  return (
    <section className="detail-section" aria-labelledby="about-title">
      <h2 id="about-title" className="detail-section__title">
        {t('event.about')}
      </h2>
      <div lang={html ? lang : undefined}>
        <RichTextView html={html} testId="event-description" empty={<p className="muted">{t('event.noDescription')}</p>} />
      </div>
    </section>
  );
}
