import { useTranslation } from 'react-i18next';
import type { Language } from '../../lib/languages.ts';
import './content-languages.css';

/**
 * "Written in English": shown beside a text a host did not write in the reader's language (issue 25, content in
 * several languages), so the reader knows it is the original and not a missing translation of ours. Nothing when
 * `language` is undefined (the text is in the reader's language).
 */
export function WrittenInNote({ language, className = '' }: { language: Language | undefined; className?: string }) {
  const { t } = useTranslation();
  if (!language) return null;
  return (
    <p className={`written-in ${className}`.trim()} data-testid="written-in">
      {t(`common.writtenIn.${language}`)}
    </p>
  );
}
