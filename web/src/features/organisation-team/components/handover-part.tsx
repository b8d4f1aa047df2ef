import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldShell } from '../../../components/ui/field.tsx';
import { dateTimeFormat } from '../../../lib/date-format.ts';
import type { Member, Role, Team } from '../../../lib/team.ts';
import { toast } from '../../../lib/toast.ts';
import { useLocale } from '../../../lib/use-locale.ts';
import { answerHandover, offerHandover, withdrawHandover } from '../api/handover.ts';
import { displayName, sortMembers } from '../utils/team.ts';

interface Props {
  organisationId: string;
  team: Team;
  myId: string;
  myRole: Role | null;
  /** The heading's element and id (the screen's part level). */
  Heading: 'h2' | 'h3';
  /** After an offer, a withdrawal or an answer: reload the team (and the account, whose role may have changed). */
  onChanged: () => void;
}

/**
 * The officers' hand-over (docs/accounts.md § Teams): an owner offers ownership to a member for 14 days and may
 * withdraw it; the member accepts (becomes owner, the one who offered becomes admin) or declines. Everyone in the team
 * sees an open offer; with none, only owners see this part (to make one).
 */
export function HandoverPart({ organisationId, team, myId, myRole, Heading, onChanged }: Props) {
  const { t } = useTranslation();
  const locale = useLocale();
  const candidates = sortMembers(team.members.filter((m) => m.role !== 'owner' && m.uniqueId !== myId));
  const [chosen, setChosen] = useState('');
  const [busy, setBusy] = useState(false);
  const offer = team.handover;
  const owner = myRole === 'owner';
  if (!offer && !owner) return null;

  const nameOf = (id: string) => {
    const member = team.members.find((m: Member) => m.uniqueId === id);
    return member ? displayName(member) : t('careerCenter.team.handover.someone');
  };
  const until = offer?.expiresAt ? dateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric' }).format(new Date(offer.expiresAt)) : '';

  const act = async (call: () => Promise<boolean>, done: string) => {
    setBusy(true);
    const ok = await call().catch(() => false);
    setBusy(false);
    if (!ok) {
      toast.error(t('careerCenter.team.handover.failed'));
    } else {
      toast.success(done);
      setChosen('');
    }
    // Refused or not, the team is read again: someone may have acted first, or the offer expired.
    onChanged();
  };

  return (
    <div className="team-screen__part" data-testid="team-handover">
      <Heading id="handover-title" className="team-screen__heading">
        {t('careerCenter.team.handover.title')}
      </Heading>
      {offer && offer.to === myId && (
        <div className="handover-offer" role="group" aria-labelledby="handover-title">
          <p data-testid="handover-for-me">{t('careerCenter.team.handover.forYou', { name: nameOf(offer.from), date: until })}</p>
          <div className="team-list__actions">
            <button type="button" className="button button--primary button--small" disabled={busy} onClick={() => void act(() => answerHandover(organisationId, true), t('careerCenter.team.handover.accepted'))}>
              {t('careerCenter.team.handover.accept')}
            </button>
            <button type="button" className="button button--secondary button--small" disabled={busy} onClick={() => void act(() => answerHandover(organisationId, false), t('careerCenter.team.handover.declined'))}>
              {t('careerCenter.team.handover.decline')}
            </button>
          </div>
        </div>
      )}
      {offer && offer.to !== myId && (
        <div className="handover-offer">
          <p data-testid="handover-open">{t('careerCenter.team.handover.open', { name: nameOf(offer.to), date: until })}</p>
          {owner && (
            <button type="button" className="button button--secondary button--small" disabled={busy} onClick={() => void act(() => withdrawHandover(organisationId), t('careerCenter.team.handover.withdrawn'))}>
              {t('careerCenter.team.handover.withdraw')}
            </button>
          )}
        </div>
      )}
      {!offer && owner && candidates.length === 0 && <p className="muted" data-testid="handover-nobody">{t('careerCenter.team.handover.nobody')}</p>}
      {!offer && owner && candidates.length > 0 && (
        <form
          className="handover-form"
          noValidate
          aria-labelledby="handover-title"
          onSubmit={(e) => {
            e.preventDefault();
            if (chosen) void act(() => offerHandover(organisationId, chosen), t('careerCenter.team.handover.offered', { name: nameOf(chosen) }));
          }}
        >
          <p className="muted team-screen__lead">{t('careerCenter.team.handover.lead')}</p>
          <div className="handover-form__row">
            <FieldShell
              id="handover-member"
              label={t('careerCenter.team.handover.member')}
              render={(control) => (
                <select className="input" {...control} value={chosen} onChange={(e) => setChosen(e.currentTarget.value)}>
                  <option value="">{t('careerCenter.team.handover.choose')}</option>
                  {candidates.map((m) => (
                    <option key={m.uniqueId} value={m.uniqueId}>
                      {displayName(m)}
                    </option>
                  ))}
                </select>
              )}
            />
            <button type="submit" className="button button--primary" disabled={busy || !chosen} data-testid="handover-offer">
              {t('careerCenter.team.handover.offer')}
            </button>
          </div>
        </form>
      )}
    </div>
  );
}
