import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { inReaderLanguage } from '../../../components/content-languages/reader-version.ts';
import { WrittenInNote } from '../../../components/content-languages/written-in-note.tsx';
import { ImageWithFallback } from '../../../components/ui/image-with-fallback.tsx';
import { formatDay } from '../../../lib/date-format.ts';
import { useLocale } from '../../../lib/use-locale.ts';
import type { FeedItem } from '../api/get-feed.ts';

const titleField = ['title'] as const;

interface Props {
  item: FeedItem;
  chosen?: boolean;
  /** Absent: no save toggle (the chosen job above the list, whose saved state the list shows). */
  onToggleSaved?: (item: FeedItem) => void;
  onCompany: (companyId: string) => void;
}

/** One job, event or challenge: its own page's link, what and when, where, and a save toggle. */
export function FeedCard({ item, chosen = false, onToggleSaved, onCompany }: Props) {
  const { t } = useTranslation();
  const locale = useLocale();
  // The title in the reader's language when the host wrote it, else the source's with a note (docs/translations.md).
  const shown = inReaderLanguage(item, titleField, locale);
  const place = item.location.online ? t('feed.online') : item.location.places.join(' · ');
  return (
    <article className={`feed-card${chosen ? ' feed-card--chosen' : ''}`} data-testid="feed-item" data-kind={item.kind} data-id={item.id}>
      <ImageWithFallback className="feed-card__logo" src={item.company.logo ?? ''} fallback="/images/default-event.svg" alt="" width={48} height={48} />
      <div className="feed-card__body">
        <p className="feed-card__meta">
          <span className={`feed-card__kind feed-card__kind--${item.kind}`}>{t(`feed.kinds.${item.kind}`)}</span>
          {item.track && <span>{t(`tracks.${item.track}.name`, { defaultValue: item.track })}</span>}
        </p>
        <h3 className="feed-card__title">
          <Link to={item.href} data-testid="feed-item-link" lang={shown.lang}>
            {shown.title}
          </Link>
        </h3>
        <WrittenInNote language={shown.writtenIn} />
        <p className="feed-card__facts">
          {item.company.name && (
            <button type="button" className="link-button" onClick={() => onCompany(item.company.id)} title={t('feed.moreFrom', { company: item.company.name })}>
              {item.company.name}
            </button>
          )}
          <span>{t(`feed.when.${item.kind}`, { date: formatDay(item.when, locale) })}</span>
          {place && <span>{place}</span>}
        </p>
      </div>
      {onToggleSaved && (
      <button
        type="button"
        className="feed-card__save button button--secondary"
        aria-pressed={item.saved}
        aria-label={t(item.saved ? 'feed.unsave' : 'feed.save', { title: shown.title })}
        onClick={() => onToggleSaved(item)}
        data-testid="feed-save"
      >
        <span aria-hidden="true">{item.saved ? '★' : '☆'}</span> {t(item.saved ? 'feed.saved' : 'feed.saveShort')}
      </button>
      )}
    </article>
  );
}
