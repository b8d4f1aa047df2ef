import { useTranslation } from 'react-i18next';
import { slotText, viewerTimeZone, zoneName } from '../utils/slot-time.ts';

/**
 * One slot in the reader's own zone; when the proposer's zone differs, the same time in theirs below it, named, so
 * both sides can say "14:00 my time, 15:00 yours" without doing sums.
 */
export function SlotTime({ start, end, proposerZone }: { start: string; end: string; proposerZone: string }) {
  const { t, i18n } = useTranslation();
  const lng = i18n.resolvedLanguage ?? 'en';
  const viewer = viewerTimeZone();
  return (
    <span className="interview-slot__time">
      <span>{slotText(start, end, lng, viewer)}</span>
      {viewer !== proposerZone && <span className="interview-slot__other muted">{t('interviews.inZone', { time: slotText(start, end, lng, proposerZone), zone: zoneName(proposerZone, start) })}</span>}
    </span>
  );
}

/** The line that says which zone the times above are in. */
export function ZoneNote() {
  const { t } = useTranslation();
  return <p className="interview__zone muted">{t('interviews.yourZone', { zone: zoneName(viewerTimeZone()) })}</p>;
}

/** A short message the other side wrote, quoted. */
export function QuotedMessage({ label, message }: { label: string; message: string }) {
  if (!message.trim()) return null;
  return (
    <figure className="interview__message">
      <figcaption className="muted">{label}</figcaption>
      <blockquote>{message}</blockquote>
    </figure>
  );
}
