import { useEffect, useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../lib/use-locale.ts';
import { formatDay } from '../../../lib/date-format.ts';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths.ts';
import { toast } from '../../../lib/toast.ts';
import { useOutcome } from '../../../lib/use-outcome.ts';
import {
  createChallengeInvite,
  createShortList,
  deleteShortList,
  filterOptions,
  getShortList,
  listShortLists,
  removeEntry,
  saveEntry,
  type FilterOptions,
  type ShortList,
  type ShortListEntry,
} from '../api/talent-pool.ts';
import { fullName, trackLabel, yearLabel } from './labels.ts';
import { TalentFrame, TalentLoadFailed } from './talent-frame.tsx';

/** /dashboard/TalentPool/Short-list: the company's named lists, shared by its members; notes, message, invite to a challenge. */
export function ShortListPage({ organisationId, nav }: { organisationId: string; nav: ReactNode }) {
  const { t } = useTranslation();
  const lists = useOutcome(organisationId, () => listShortLists(organisationId));
  const [chosen, setChosen] = useState<string | null>(null);
  const [newName, setNewName] = useState('');
  const current = chosen ?? (lists.status === 'ready' ? (lists.value[0]?.uniqueId ?? null) : null);
  const list = useOutcome(current && `${organisationId}/${current}`, () => getShortList(organisationId, current ?? ''));
  const options = useOutcome(organisationId, () => filterOptions(organisationId));

  useEffect(() => {
    document.title = t('talentPool.shortList.documentTitle');
  }, [t]);

  const create = async () => {
    const made = await createShortList(organisationId, newName.trim()).catch(() => null);
    if (!made?.ok) return void toast.error(t('talentPool.shortList.saveFailed'));
    setNewName('');
    setChosen(made.value.uniqueId);
    lists.reload();
  };
  const remove = async (listId: string) => {
    const done = await deleteShortList(organisationId, listId).catch(() => null);
    if (!done?.ok) return void toast.error(t('talentPool.shortList.saveFailed'));
    setChosen(null);
    lists.reload();
  };

  return (
    <TalentFrame title={t('talentPool.shortList.title')} nav={nav} testId="short-list-page">
      <div className="talent__layout">
        <section className="employer-card" aria-labelledby="lists-title">
          <h2 id="lists-title">{t('talentPool.shortList.lists')}</h2>
          {lists.status === 'loading' && <p className="muted" role="status">{t('common.loading')}</p>}
          {lists.status === 'failed' && <TalentLoadFailed onRetry={lists.reload} />}
          {lists.status === 'ready' && lists.value.length === 0 && <p className="muted" data-testid="short-lists-empty">{t('talentPool.shortList.noLists')}</p>}
          {lists.status === 'ready' && lists.value.length > 0 && (
            <ul className="talent__list-picker">
              {lists.value.map((l) => (
                <li key={l.uniqueId}>
                  <button type="button" className="talent__list-button" aria-pressed={l.uniqueId === current} onClick={() => setChosen(l.uniqueId)} data-testid="short-list-pick">
                    <span>{l.name}</span>
                    <span className="muted">{t('talentPool.shortList.students', { count: l.entries })}</span>
                  </button>
                </li>
              ))}
            </ul>
          )}
          <form
            className="talent__inline-form"
            onSubmit={(e) => {
              e.preventDefault();
              if (newName.trim()) void create();
            }}
          >
            <label htmlFor="new-list-name">{t('talentPool.shortList.name')}</label>
            <input id="new-list-name" className="input" maxLength={80} value={newName} onChange={(e) => setNewName(e.currentTarget.value)} />
            <button type="submit" className="button button--secondary button--small" disabled={!newName.trim()}>
              {t('talentPool.shortList.create')}
            </button>
          </form>
        </section>

        <section className="talent__results" aria-labelledby="list-title" aria-busy={current !== null && list.status === 'loading'}>
          {!current && lists.status === 'ready' && <p className="muted">{t('talentPool.shortList.pick')}</p>}
          {current && list.status === 'loading' && <p className="muted" role="status">{t('common.loading')}</p>}
          {current && list.status === 'failed' && <TalentLoadFailed onRetry={list.reload} />}
          {current && list.status === 'ready' && (
            <ListView organisationId={organisationId} list={list.value} options={options.status === 'ready' ? options.value : null} onChange={(l) => list.set(l)} onDelete={() => void remove(list.value.uniqueId)} />
          )}
        </section>
      </div>
    </TalentFrame>
  );
}

function ListView({ organisationId, list, options, onChange, onDelete }: { organisationId: string; list: ShortList; options: FilterOptions | null; onChange: (list: ShortList) => void; onDelete: () => void }) {
  const { t } = useTranslation();
  return (
    <div data-testid="short-list">
      <div className="talent__card-head">
        <h2 id="list-title">{list.name}</h2>
        <button type="button" className="button button--secondary button--small" onClick={onDelete}>
          {t('talentPool.shortList.deleteList')}
        </button>
      </div>
      {list.entries.length === 0 && <p className="muted" data-testid="short-list-empty">{t('talentPool.shortList.emptyList')}</p>}
      <ul className="talent__cards">
        {list.entries.map((entry) => (
          <Entry key={entry.uniqueId} organisationId={organisationId} listId={list.uniqueId} entry={entry} options={options} onChange={onChange} />
        ))}
      </ul>
    </div>
  );
}

function Entry({ organisationId, listId, entry, options, onChange }: { organisationId: string; listId: string; entry: ShortListEntry; options: FilterOptions | null; onChange: (list: ShortList) => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const id = useId();
  const [note, setNote] = useState(entry.note);
  const [challenge, setChallenge] = useState('');
  const [invite, setInvite] = useState<string | null>(null);
  const name = entry.student ? fullName(entry.student) : t('talentPool.shortList.hidden');

  const saveNote = async () => {
    const saved = await saveEntry(organisationId, listId, entry.uniqueId, note).catch(() => null);
    if (!saved?.ok) return void toast.error(t('talentPool.shortList.saveFailed'));
    toast.success(t('talentPool.shortList.noteSaved'));
    onChange(saved.value);
  };
  const remove = async () => {
    const saved = await removeEntry(organisationId, listId, entry.uniqueId).catch(() => null);
    if (!saved?.ok) return void toast.error(t('talentPool.shortList.saveFailed'));
    onChange(saved.value);
  };
  const makeInvite = async () => {
    const made = await createChallengeInvite(organisationId, challenge).catch(() => null);
    if (!made?.ok) return void toast.error(t('talentPool.shortList.inviteFailed'));
    setInvite(`${window.location.origin}${paths.challenges.invite.href(made.value)}`);
  };

  return (
    <li className="employer-card talent__card" data-testid="short-list-entry">
      <div className="talent__card-head">
        <h3>{entry.visible ? <Link to={paths.employerArea.talentUser.href(entry.uniqueId)}>{name}</Link> : <span className="muted">{name}</span>}</h3>
        <span className="muted">{t('talentPool.shortList.addedBy', { name: entry.addedBy || '—', date: formatDay(entry.addedAt, locale) })}</span>
      </div>
      {entry.student && (
        <p className="muted">
          {entry.student.university.name}
          {entry.student.yearOfStudy ? ` · ${yearLabel(t, entry.student.yearOfStudy)}` : ''}
          {entry.student.tracks.length > 0 ? ` · ${entry.student.tracks.map((tr) => trackLabel(t, tr)).join(', ')}` : ''}
        </p>
      )}
      <div className="field">
        <label htmlFor={`${id}-note`}>{t('talentPool.shortList.note')}</label>
        <textarea id={`${id}-note`} className="input" rows={2} maxLength={2000} value={note} onChange={(e) => setNote(e.currentTarget.value)} data-testid="short-list-note" />
      </div>
      <div className="talent__actions">
        <button type="button" className="button button--secondary button--small" disabled={note === entry.note} onClick={() => void saveNote()}>
          {t('talentPool.shortList.saveNote')}
        </button>
        {entry.visible && (
          <Link className="button button--secondary button--small" to={paths.employerArea.chat.href(entry.uniqueId)} data-testid="short-list-message">
            {t('talentPool.message')}
          </Link>
        )}
        <button type="button" className="button button--secondary button--small" onClick={() => void remove()} data-testid="short-list-remove">
          {t('talentPool.shortList.remove')}
        </button>
      </div>
      {entry.visible && options && options.challenges.length > 0 && (
        <div className="talent__inline-form">
          <label htmlFor={`${id}-challenge`}>{t('talentPool.shortList.inviteTo')}</label>
          <select id={`${id}-challenge`} className="input" value={challenge} onChange={(e) => setChallenge(e.currentTarget.value)} data-testid="short-list-challenge">
            <option value="">{t('talentPool.shortList.chooseChallenge')}</option>
            {options.challenges.map((c) => (
              <option key={c.uniqueId} value={c.uniqueId}>
                {c.title}
              </option>
            ))}
          </select>
          <button type="button" className="button button--secondary button--small" disabled={!challenge} onClick={() => void makeInvite()} data-testid="short-list-invite">
            {t('talentPool.shortList.invite')}
          </button>
        </div>
      )}
      {invite && (
        <p className="talent__invite" role="status" data-testid="short-list-invite-link">
          {t('talentPool.shortList.inviteReady')} <a href={invite}>{invite}</a>{' '}
          <Link className="button button--secondary button--small" to={paths.employerArea.chat.href(entry.uniqueId, t('talentPool.shortList.inviteMessage', { link: invite }))} data-testid="short-list-invite-send">
            {t('talentPool.shortList.sendInvite')}
          </Link>
        </p>
      )}
    </li>
  );
}
