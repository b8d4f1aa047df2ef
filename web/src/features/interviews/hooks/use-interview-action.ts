import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Outcome, Refusal } from '../../../lib/outcome-request.ts';
import { toast } from '../../../lib/toast.ts';
import type { Interview } from '../api/interview-schema.ts';
import { refusalText } from '../utils/refusal-text.ts';

/**
 * One interview call at a time, for either side: busy while it runs; on success the new interview goes to `onDone`
 * with a toast; a refusal becomes a sentence the person can act on, unless `handled` says the form shows it itself.
 */
export function useInterviewAction(onDone: (interview: Interview) => void) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = async (call: () => Promise<Outcome<Interview>>, done: string, handled?: (refusal: Refusal) => boolean): Promise<Outcome<Interview> | null> => {
    setBusy(true);
    setError(null);
    try {
      const outcome = await call();
      if (outcome.ok) {
        onDone(outcome.value);
        toast.success(done);
      } else if (!handled?.(outcome)) setError(refusalText(t, outcome.code));
      return outcome;
    } catch {
      setError(refusalText(t, ''));
      return null;
    } finally {
      setBusy(false);
    }
  };
  return { busy, error, run };
}
