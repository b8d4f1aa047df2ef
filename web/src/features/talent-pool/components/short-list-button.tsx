import { talentLimits } from '@fast-track/shared/talent-pool/talent-limits';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast.ts';
import { useOutcome } from '../../../lib/use-outcome.ts';
import { createShortList, listShortLists, saveEntry } from '../api/talent-pool.ts';

const NEW = '__new__';

/** "Short-list": pick a list (or name a new one), add a note, save. The lists load when the form opens. */
export function ShortListButton({ organisationId, studentId, name }: { organisationId: string; studentId: string; name: string }) {
  const { t } = useTranslation();
  const id = useId();
  const [open, setOpen] = useState(false);
  const lists = useOutcome(open ? organisationId : null, () => listShortLists(organisationId));
  const [choice, setChoice] = useState('');
  const [newName, setNewName] = useState('');
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const available = lists.status === 'ready' ? lists.value : [];
  const selected = choice || available[0]?.uniqueId || NEW;

  const save = async () => {
    setBusy(true);
    try {
      let listId = selected;
      if (listId === NEW) {
        const created = await createShortList(organisationId, newName.trim() || t('talentPool.shortList.defaultName'));
        if (!created.ok) return void toast.error(t('talentPool.shortList.saveFailed'));
        listId = created.value.uniqueId;
      }
      const saved = await saveEntry(organisationId, listId, studentId, note);
      if (!saved.ok) return void toast.error(t('talentPool.shortList.saveFailed'));
      toast.success(t('talentPool.shortList.saved', { name, list: saved.value.name }));
      setOpen(false);
      setNote('');
    } catch {
      toast.error(t('talentPool.shortList.saveFailed'));
    } finally {
      setBusy(false);
    }
  };

  if (!open) {
    return (
      <button type="button" className="button button--secondary button--small" onClick={() => setOpen(true)} data-testid="talent-short-list-open" aria-label={t('talentPool.shortList.addLabel', { name })}>
        {t('talentPool.shortList.add')}
      </button>
    );
  }
  return (
    <form
      className="talent__shortlist-form"
      data-testid="talent-short-list-form"
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      {lists.status === 'loading' && <p className="muted" role="status">{t('common.loading')}</p>}
      <div className="field">
        <label htmlFor={`${id}-list`}>{t('talentPool.shortList.list')}</label>
        <select id={`${id}-list`} className="input" value={selected} onChange={(e) => setChoice(e.currentTarget.value)} data-testid="talent-short-list-choice">
          {available.map((l) => (
            <option key={l.uniqueId} value={l.uniqueId}>
              {l.name}
            </option>
          ))}
          <option value={NEW}>{t('talentPool.shortList.newList')}</option>
        </select>
      </div>
      {selected === NEW && (
        <div className="field">
          <label htmlFor={`${id}-name`}>{t('talentPool.shortList.name')}</label>
          <input id={`${id}-name`} className="input" maxLength={talentLimits.shortListNameLength} value={newName} onChange={(e) => setNewName(e.currentTarget.value)} data-testid="talent-short-list-name" />
        </div>
      )}
      <div className="field">
        <label htmlFor={`${id}-note`}>{t('talentPool.shortList.note')}</label>
        <textarea id={`${id}-note`} className="input" rows={2} maxLength={talentLimits.shortListNoteLength} value={note} onChange={(e) => setNote(e.currentTarget.value)} data-testid="talent-short-list-note" />
      </div>
      <div className="talent__actions">
        <button type="submit" className="button button--primary button--small" disabled={busy} data-testid="talent-short-list-save">
          {t('talentPool.shortList.save')}
        </button>
        <button type="button" className="button button--secondary button--small" onClick={() => setOpen(false)}>
          {t('talentPool.cancel')}
        </button>
      </div>
    </form>
  );
}
