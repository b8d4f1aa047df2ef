import { useCallback, useEffect, useRef, useState } from 'react';
import type { Outcome } from '../../../../lib/outcome-request.ts';
import { isStaleVersion } from '../../../../lib/use-stale-version.ts';
import type { AuthorChallenge } from '../../api/author-schema.ts';
import { createChallenge, saveChallenge } from '../../api/employer-challenges.ts';
import type { ChallengeBody } from '../../utils/challenge-draft.ts';

export type SaveState =
  | { kind: 'saved' }
  | { kind: 'dirty' }
  | { kind: 'saving' }
  /** The server refused a value (by field path); saving resumes with the next change. */
  | { kind: 'invalid'; fields: { path: string; message: string }[] }
  /** Someone saved in between (412): the author reloads. */
  | { kind: 'conflict' }
  | { kind: 'failed' }
  /** A new challenge needs its title before the first save. */
  | { kind: 'needsTitle' };

const DELAY_MS = 1200;

/**
 * Autosave of the builder's draft: a pause of 1.2 s after the last change saves it (the first save creates the
 * challenge), over the version last saved (If-Match). `flush` saves now (before publishing or leaving).
 */
export function useAutosave(organisationId: string, initial: AuthorChallenge | null, body: ChallengeBody, changed: number) {
  const [challenge, setChallenge] = useState<AuthorChallenge | null>(initial);
  const [etag, setEtag] = useState<string | null>(initial ? `"${initial.version}"` : null);
  const [state, setState] = useState<SaveState>({ kind: 'saved' });
  const latest = useRef({ body, challenge, etag });
  latest.current = { body, challenge, etag };
  const running = useRef<Promise<boolean> | null>(null);
  // After a 412 nothing is saved over the colleague's version until the author reloads.
  const conflicted = useRef(false);

  const save = useCallback(async (): Promise<boolean> => {
    if (running.current) await running.current;
    if (conflicted.current) return false;
    const { body: current, challenge: saved, etag: tag } = latest.current;
    if (!saved && !current.title.trim()) {
      setState({ kind: 'needsTitle' });
      return false;
    }
    setState({ kind: 'saving' });
    const work = (async () => {
      let outcome: Outcome<AuthorChallenge>;
      try {
        outcome = saved && tag ? await saveChallenge(organisationId, saved.uniqueId, tag, current) : await createChallenge(organisationId, current);
      } catch {
        setState({ kind: 'failed' });
        return false;
      }
      if (outcome.ok) {
        setChallenge(outcome.value);
        setEtag(outcome.etag ?? `"${outcome.value.version}"`);
        latest.current = { ...latest.current, challenge: outcome.value, etag: outcome.etag ?? `"${outcome.value.version}"` };
        // Changes typed while this save was on its way are saved by the next round.
        setState(latest.current.body === current ? { kind: 'saved' } : { kind: 'dirty' });
        return true;
      }
      if (isStaleVersion(outcome.status)) {
        conflicted.current = true;
        setState({ kind: 'conflict' });
      }
      else if (outcome.status === 400) setState({ kind: 'invalid', fields: outcome.fields });
      else setState({ kind: 'failed' });
      return false;
    })();
    running.current = work;
    try {
      return await work;
    } finally {
      running.current = null;
    }
  }, [organisationId]);

  useEffect(() => {
    if (changed === 0) return;
    setState((s) => (s.kind === 'conflict' ? s : { kind: 'dirty' }));
    const timer = setTimeout(() => void save(), DELAY_MS);
    return () => clearTimeout(timer);
  }, [changed, save]);

  /** A publish or close answered with a new version: later saves go over it. */
  const adopt = useCallback((c: AuthorChallenge, tag: string | null) => {
    const next = tag ?? `"${c.version}"`;
    setChallenge(c);
    setEtag(next);
    latest.current = { ...latest.current, challenge: c, etag: next };
  }, []);

  /** The ETag of the last save, read after awaiting save() (the state variable is a render behind). */
  const latestEtag = useCallback(() => latest.current.etag ?? '', []);
  const latestId = useCallback(() => latest.current.challenge?.uniqueId ?? null, []);

  return { challenge, etag, state, save, adopt, latestEtag, latestId };
}
