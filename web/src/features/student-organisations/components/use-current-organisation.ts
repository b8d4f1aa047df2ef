import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { AccountMe } from '../../../lib/account.ts';
import { setAppState, useAppState } from '../../../lib/app-state.ts';
import { chooseOrganisation } from '../utils/current-organisation.ts';

/**
 * The organisation the dashboard shows, kept in client state as `organisation`. A link with `?organisation=` (the
 * header's account menu, or the create form right after creating one) chooses it; the switcher chooses another.
 * An asked-for organisation missing from the loaded memberships (just created) reloads the account once first.
 */
export function useCurrentOrganisation(me: AccountMe | null, reload: () => void) {
  const { organisation } = useAppState();
  const [params, setParams] = useSearchParams();
  const [reloadedFrom, setReloadedFrom] = useState<AccountMe | null>(null);
  const memberships = me?.memberships ?? [];
  const asked = params.get('organisation');
  const found = !!asked && memberships.some((m) => m.kind === 'student_organisation' && m.organisationId === asked);
  const waiting = !!me && !!asked && !found && (reloadedFrom === null || reloadedFrom === me);

  useEffect(() => {
    if (!me || !asked || found || reloadedFrom !== null) return;
    setReloadedFrom(me);
    reload();
  }, [me, asked, found, reloadedFrom, reload]);

  // Keep what the link asked for once the memberships confirm it (or give up on it), then tidy the address.
  useEffect(() => {
    if (!me || !asked || waiting) return;
    if (found) setAppState({ organisation: asked });
    setParams(
      (p) => {
        p.delete('organisation');
        return p;
      },
      { replace: true },
    );
  }, [me, asked, found, waiting, setParams]);

  return {
    waiting,
    current: chooseOrganisation(memberships, found ? asked : organisation),
    all: memberships.filter((m) => m.kind === 'student_organisation'),
    choose: (organisationId: string) => setAppState({ organisation: organisationId }),
  };
}
