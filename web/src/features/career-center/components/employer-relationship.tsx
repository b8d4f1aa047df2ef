import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { StatusLine, type SettingsStatus } from '../../../components/ui/status-line.tsx';
import { useOutcome } from '../../../lib/use-outcome.ts';
import { contactsMax, getRelationship, notesMax, relationshipStatuses, saveRelationship, type Relationship, type RelationshipStatus } from '../api/school-gate.ts';
import './school-gate.css';
import { LoadState } from '../../../components/ui/load-state.tsx';

/**
 * /cc/dashboard/company/{link}: the center's own relationship with this employer — partner, neutral or blocked, with
 * notes and contacts only its staff read. A blocked employer's postings never reach the center's students.
 */
export function EmployerRelationship({ organisationId, link }: { organisationId: string; link: string }) {
  const { t } = useTranslation();
  const loaded = useOutcome(`relationship:${organisationId}:${link}`, () => getRelationship(organisationId, link));
  return (
    <section className="directory-section" aria-labelledby="relationship-title" data-testid="employer-relationship">
      <h2 id="relationship-title">{t('schoolGate.relationship.title')}</h2>
      <p className="muted">{t('schoolGate.relationship.private')}</p>
      <LoadState loaded={loaded} failed={t('schoolGate.relationship.loadFailed')} reload={loaded.reload} />
      {loaded.status === 'ready' && <RelationshipForm organisationId={organisationId} link={link} saved={loaded.value} />}
    </section>
  );
}

/** The form starts from what is saved; after a save it keeps what was typed (the answer is the same, trimmed). */
function RelationshipForm({ organisationId, link, saved }: { organisationId: string; link: string; saved: Relationship }) {
  const { t } = useTranslation();
  const [status, setStatusValue] = useState<RelationshipStatus>(saved.status);
  const [notes, setNotes] = useState(saved.notes);
  const [contacts, setContacts] = useState(saved.contacts);
  const [saving, setSaving] = useState<SettingsStatus>({ kind: 'idle' });

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setSaving({ kind: 'busy' });
    const done = await saveRelationship(organisationId, link, { status, notes, contacts }).catch(() => null);
    if (!done?.ok) return setSaving({ kind: 'error', message: t('schoolGate.relationship.saveFailed') });
    setSaving({ kind: 'saved' });
  };

  return (
    <form className="school-gate__relationship" onSubmit={(e) => void submit(e)} aria-labelledby="relationship-title">
      <fieldset className="school-gate__statuses">
        <legend>{t('schoolGate.relationship.status')}</legend>
        {relationshipStatuses.map((value) => (
          <label key={value} className="checkbox">
            <input type="radio" name="relationship-status" value={value} checked={status === value} onChange={() => setStatusValue(value)} />
            {t(`schoolGate.relationship.statuses.${value}`)}
          </label>
        ))}
      </fieldset>
      {status === 'blocked' && (
        <p className="alert alert--info" data-testid="relationship-blocked-note">
          {t('schoolGate.relationship.blockedNote')}
        </p>
      )}
      <div className="field">
        <label htmlFor="relationship-notes">{t('schoolGate.relationship.notes')}</label>
        <textarea id="relationship-notes" className="input" rows={4} maxLength={notesMax} value={notes} onChange={(e) => setNotes(e.currentTarget.value)} />
      </div>
      <div className="field">
        <label htmlFor="relationship-contacts">{t('schoolGate.relationship.contacts')}</label>
        <textarea
          id="relationship-contacts"
          className="input"
          rows={2}
          maxLength={contactsMax}
          value={contacts}
          aria-describedby="relationship-contacts-hint"
          onChange={(e) => setContacts(e.currentTarget.value)}
        />
        <p className="field__hint" id="relationship-contacts-hint">
          {t('schoolGate.relationship.contactsHint')}
        </p>
      </div>
      <button type="submit" className="button button--primary" disabled={saving.kind === 'busy'} data-testid="relationship-save">
        {saving.kind === 'busy' ? t('schoolGate.relationship.saving') : t('schoolGate.relationship.save')}
      </button>
      <StatusLine status={saving} saved={t('schoolGate.relationship.saved')} testId="relationship" />
    </form>
  );
}
