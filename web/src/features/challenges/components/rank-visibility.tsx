import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getRankVisibility, setRankVisibility } from '../api/student-challenges.ts';

type State = { kind: 'loading' } | { kind: 'ready'; visible: boolean; saving: boolean; saved: boolean } | { kind: 'failed' };

/** Settings: "Hide my rank from employers" (firms then see neither score nor rank; certificates still verify). */
export function RankVisibility() {
  const { t } = useTranslation();
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [error, setError] = useState(false);
  useEffect(() => {
    let live = true;
    getRankVisibility().then(
      (o) => live && setState(o.ok ? { kind: 'ready', visible: o.value, saving: false, saved: false } : { kind: 'failed' }),
      () => live && setState({ kind: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, []);

  const toggle = async (hide: boolean) => {
    if (state.kind !== 'ready') return;
    setError(false);
    setState({ ...state, visible: !hide, saving: true, saved: false });
    const outcome = await setRankVisibility(!hide).catch(() => null);
    if (outcome?.ok) setState({ kind: 'ready', visible: outcome.value, saving: false, saved: true });
    else {
      setError(true);
      setState({ ...state, saving: false, saved: false });
    }
  };

  return (
    <section className="student-card" aria-labelledby="rank-privacy-title" data-testid="rank-visibility">
      <h2 id="rank-privacy-title" className="section-title">
        {t('challenges.privacy.title')}
      </h2>
      {state.kind === 'loading' && <p className="muted" role="status">{t('common.loading')}</p>}
      {state.kind === 'failed' && (
        <p className="alert alert--error" role="alert">
          {t('challenges.privacy.loadFailed')}
        </p>
      )}
      {state.kind === 'ready' && (
        <>
          <label className="checkbox" style={{ display: 'flex', gap: 10, alignItems: 'flex-start' }}>
            <input type="checkbox" checked={!state.visible} disabled={state.saving} onChange={(e) => void toggle(e.currentTarget.checked)} data-testid="rank-hide" />
            <span>{t('challenges.privacy.hide')}</span>
          </label>
          <p className="muted">{t('challenges.privacy.hint')}</p>
          {state.saved && (
            <p className="alert alert--info" role="status">
              {t('challenges.privacy.saved')}
            </p>
          )}
        </>
      )}
      {error && (
        <p className="alert alert--error" role="alert">
          {t('challenges.privacy.failed')}
        </p>
      )}
    </section>
  );
}
