import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import { toast } from '../toast.ts';
import type { RegistrationMachine } from './registration.machine.ts';

/**
 * What every registration screen does with its actor: the code mail follows the UI language, and the machine's
 * notices become toasts, worded by the audience's keys (`<toastKeys>.<key>`, spec §8).
 */
export function useRegistrationEvents(actor: ActorRefFrom<RegistrationMachine>, toastKeys: string): void {
  const { t, i18n } = useTranslation();

  useEffect(() => {
    const onChange = (lng: string) => actor.send({ type: 'LANGUAGE.CHANGE', lng });
    i18n.on('languageChanged', onChange);
    return () => i18n.off('languageChanged', onChange);
  }, [actor, i18n]);

  useEffect(() => {
    const sub = actor.on('notify', (notice) => {
      const text = t(`${toastKeys}.${notice.key}`, { seconds: notice.retryAfter ?? 60 });
      if (notice.level === 'success') toast.success(text);
      else if (notice.level === 'warning') toast.warning(text);
      else toast.error(text);
    });
    return () => sub.unsubscribe();
  }, [actor, t, toastKeys]);
}
