import { useState, type FormEvent } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { TrackYearSelects } from '../../../components/students/track-year-selects.tsx';
import { dateTimeFormat } from '../../../lib/date-format.ts';
import { trackLabel } from '../../../lib/fixed-labels.ts';
import { LANGUAGE_NAMES, toLanguage } from '../../../lib/languages.ts';
import { toast } from '../../../lib/toast.ts';
import { useLocale } from '../../../lib/use-locale.ts';
import { useOutcome } from '../../../lib/use-outcome.ts';
import { ANNOUNCEMENT_LANGUAGES, getAnnouncements, MAX_BODY, MAX_SUBJECT, sendAnnouncement, type Announcement, type AnnouncementLanguage } from '../api/announcements.ts';
import './cc-comms.css';
import { LoadState } from '../../../components/ui/load-state.tsx';

/** The minimum group of the insights: a smaller recipient count reads "fewer than 5". */
const MIN_GROUP = 5;

/** How many students an announcement reached, by the insights' rule: under five it says "fewer than 5". */
function recipientsText(t: TFunction, locale: string, count: number): string {
  return count < MIN_GROUP ? t('ccComms.announcements.recipientsFew', { count: MIN_GROUP }) : t('ccComms.announcements.recipients', { count: new Intl.NumberFormat(locale).format(count) });
}

interface TextDraft {
  lng: AnnouncementLanguage;
  subject: string;
  body: string;
}

/**
 * /cc/dashboard's announcements: write to the university's students (all, or one track and/or year of study) in one
 * or two languages, and the announcements sent with how many students they reached.
 */
export function CcAnnouncements({ organisationId }: { organisationId: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const loaded = useOutcome(`announcements/${organisationId}`, () => getAnnouncements(organisationId));
  const [texts, setTexts] = useState<TextDraft[]>([{ lng: toLanguage(locale), subject: '', body: '' }]);
  const [audience, setAudience] = useState({ track: '', yearOfStudy: '' });
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const change = (index: number, part: Partial<TextDraft>) => setTexts((all) => all.map((text, i) => (i === index ? { ...text, ...part } : text)));
  const secondLanguage = ANNOUNCEMENT_LANGUAGES.find((lng) => lng !== texts[0]?.lng) ?? 'en';

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setProblem(null);
    const done = await sendAnnouncement(organisationId, {
      texts,
      audience: { track: audience.track || null, yearOfStudy: audience.yearOfStudy || null },
    }).catch(() => null);
    setBusy(false);
    if (done?.ok) {
      toast.success(t('ccComms.announcements.sent', { recipients: recipientsText(t, locale, done.value.recipients) }));
      setTexts([{ lng: texts[0]?.lng ?? 'en', subject: '', body: '' }]);
      loaded.reload();
      return;
    }
    const code = done && !done.ok ? done.code : '';
    setProblem(t(`ccComms.announcements.problem.${code === 'NO_RECIPIENTS' || code === 'VALIDATION' ? code : 'other'}`));
  };

  return (
    <section className="cc-announcements" aria-labelledby="cc-announcements-title" data-testid="cc-announcements">
      <h2 id="cc-announcements-title">{t('ccComms.announcements.title')}</h2>
      <p className="muted">{t('ccComms.announcements.lead')}</p>
      <form className="cc-announcements__form" onSubmit={(e) => void submit(e)} aria-label={t('ccComms.announcements.formLabel')}>
        <fieldset className="cc-announcements__audience">
          <legend>{t('ccComms.announcements.audience')}</legend>
          <TrackYearSelects
            idPrefix="announcement"
            value={audience}
            onChange={setAudience}
            labels={{ track: t('ccComms.announcements.track'), allTracks: t('ccComms.announcements.allTracks'), year: t('ccComms.announcements.year'), allYears: t('ccComms.announcements.allYears') }}
          />
        </fieldset>
        {texts.map((text, index) => (
          <fieldset key={index} className="cc-announcements__text" data-testid={`announcement-text-${index}`}>
            <legend>{t(index === 0 ? 'ccComms.announcements.firstText' : 'ccComms.announcements.secondText')}</legend>
            <div className="field">
              <label htmlFor={`announcement-lng-${index}`}>{t('ccComms.announcements.language')}</label>
              <select id={`announcement-lng-${index}`} className="input" value={text.lng} onChange={(e) => change(index, { lng: e.currentTarget.value as AnnouncementLanguage })}>
                {ANNOUNCEMENT_LANGUAGES.filter((lng) => !texts.some((other, i) => i !== index && other.lng === lng)).map((lng) => (
                  <option key={lng} value={lng} lang={lng}>
                    {LANGUAGE_NAMES[lng]}
                  </option>
                ))}
              </select>
            </div>
            <div className="field">
              <label htmlFor={`announcement-subject-${index}`}>{t('ccComms.announcements.subject')}</label>
              <input id={`announcement-subject-${index}`} className="input" value={text.subject} onChange={(e) => change(index, { subject: e.currentTarget.value })} required maxLength={MAX_SUBJECT} lang={text.lng} />
            </div>
            <div className="field">
              <label htmlFor={`announcement-body-${index}`}>{t('ccComms.announcements.body')}</label>
              <textarea id={`announcement-body-${index}`} className="input" rows={6} value={text.body} onChange={(e) => change(index, { body: e.currentTarget.value })} required maxLength={MAX_BODY} lang={text.lng} />
            </div>
            {index === 1 && (
              <button type="button" className="button button--secondary button--small" onClick={() => setTexts((all) => all.slice(0, 1))}>
                {t('ccComms.announcements.removeSecond')}
              </button>
            )}
          </fieldset>
        ))}
        <p className="muted">{t('ccComms.announcements.languageRule')}</p>
        <div className="cc-announcements__actions">
          {texts.length === 1 && (
            <button type="button" className="button button--secondary" onClick={() => setTexts((all) => [...all, { lng: secondLanguage, subject: '', body: '' }])} data-testid="announcement-add-language">
              {t('ccComms.announcements.addSecond')}
            </button>
          )}
          <button type="submit" className="button button--primary" disabled={busy} data-testid="announcement-send">
            {busy ? t('ccComms.announcements.sending') : t('ccComms.announcements.send')}
          </button>
        </div>
        {problem && (
          <p className="field-error" role="alert">
            {problem}
          </p>
        )}
      </form>
      <h3>{t('ccComms.announcements.sentTitle')}</h3>
      <LoadState loaded={loaded} failed={t('ccComms.announcements.loadFailed')} reload={loaded.reload} testId="announcements-error" />
      {loaded.status === 'ready' && loaded.value.length === 0 && (
        <p className="muted" data-testid="announcements-empty">
          {t('ccComms.announcements.empty')}
        </p>
      )}
      {loaded.status === 'ready' && loaded.value.length > 0 && (
        <ul className="cc-announcements__list">
          {loaded.value.map((announcement) => (
            <SentItem key={announcement.announcementId} announcement={announcement} />
          ))}
        </ul>
      )}
    </section>
  );
}

function SentItem({ announcement }: { announcement: Announcement }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const first = announcement.texts[0];
  const { track, yearOfStudy } = announcement.audience;
  const who = [track ? trackLabel(t, track) : null, yearOfStudy ? t(`fixedValues.schoolYear.${yearOfStudy}`) : null].filter(Boolean).join(' · ') || t('ccComms.announcements.everyone');
  const count = announcement.recipients;
  return (
    <li className="cc-announcements__item" data-testid="announcement-item">
      <strong lang={first?.lng}>{first?.subject}</strong>
      <span className="muted">
        <time dateTime={announcement.sentAt}>{dateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(announcement.sentAt))}</time>
        {' · '}
        {announcement.texts.map((text) => LANGUAGE_NAMES[toLanguage(text.lng)]).join(', ')}
        {' · '}
        {who}
      </span>
      <span data-testid="announcement-recipients">{recipientsText(t, locale, count)}</span>
    </li>
  );
}
