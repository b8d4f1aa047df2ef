import { useTranslation } from 'react-i18next';
import { cleanRichText } from '../../../lib/rich-text.ts';
import type { Material } from '../api/challenge-schema.ts';

/** The case a challenge is about: text, images and data files to download (public; no answers in it). */
export function MaterialView({ material }: { material: Material }) {
  const { t } = useTranslation();
  if (!material.html && material.images.length === 0 && material.files.length === 0) return null;
  return (
    <div className="material" data-testid="challenge-material">
      {material.html && <div className="rich-text" dangerouslySetInnerHTML={{ __html: cleanRichText(material.html) }} />}
      {material.images.map((image) => (
        <img key={image.url} className="material__image" src={image.url} alt={image.alt} loading="lazy" />
      ))}
      {material.files.length > 0 && (
        <ul className="material__files" aria-label={t('challenges.material.files')}>
          {material.files.map((file) => (
            <li key={file.url}>
              <a href={file.url} download={file.name}>
                {file.name}
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
