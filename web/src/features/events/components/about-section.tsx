import DOMPurify from 'dompurify';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

// Links in event descriptions open in a new tab without handing over window.opener.
DOMPurify.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'A' && node.getAttribute('href')) {
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer');
  }
});

export function AboutSection({ html }: { html: string }) {
  const { t } = useTranslation();
  const clean = useMemo(() => DOMPurify.sanitize(html, { FORBID_TAGS: ['style', 'form'], FORBID_ATTR: ['style'] }), [html]);

  return (
    <section className="detail-section" aria-labelledby="about-title">
      <h2 id="about-title" className="detail-section__title">
        {t('event.about')}
      </h2>
      {clean.trim() ? (
        <div className="rich-text" data-testid="event-description" dangerouslySetInnerHTML={{ __html: clean }} />
      ) : (
        <p className="muted">{t('event.noDescription')}</p>
      )}
    </section>
  );
}
