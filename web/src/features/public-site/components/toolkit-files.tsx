import { useLocale } from '../../../lib/use-locale.ts';
import { useTranslation } from 'react-i18next';
import { groupTexts } from '../content/texts.ts';
import type { ToolkitText } from '../content/types.ts';

/**
 * The marketing toolkit's files (web/public/toolkit/, made by web/scripts/make-toolkit.mjs): a poster and slides as
 * PDF, and the e-mail template to students as text in the reader's language.
 */
export function ToolkitFiles() {
  const { t } = useTranslation();
  const toolkit = groupTexts<ToolkitText>(t, 'siteToolkit');
  const lng = useLocale();
  const files = [
    { id: 'poster', href: '/toolkit/fast-track-poster.pdf', format: toolkit.formatPdf },
    { id: 'slides', href: '/toolkit/fast-track-slides.pdf', format: toolkit.formatPdf },
    { id: 'email', href: `/toolkit/email-template-${lng}.txt`, format: toolkit.formatText },
  ] as const;
  return (
    <section className="toolkit" aria-labelledby="toolkit-title">
      <h2 id="toolkit-title" className="section-title">
        {toolkit.title}
      </h2>
      <ul className="toolkit__files">
        {files.map((file) => (
          <li key={file.id} className="toolkit__file">
            <h3>{toolkit.files[file.id].title}</h3>
            <p className="muted">{toolkit.files[file.id].text}</p>
            <a className="button button--secondary" href={file.href} download data-testid={`toolkit-${file.id}`}>
              {toolkit.download} <span className="toolkit__format">({file.format})</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
