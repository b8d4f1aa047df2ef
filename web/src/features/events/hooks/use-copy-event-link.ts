import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast.ts';
import { absoluteEventUrl } from '../../../config/paths.ts';

export function useCopyEventLink() {
  const { t } = useTranslation();
  return useCallback(
    async (link: string) => {
      try {
        if (!navigator.clipboard) throw new Error('Clipboard API unavailable');
        await navigator.clipboard.writeText(absoluteEventUrl(link));
        toast.success(t('events.copySuccess'));
      } catch {
        toast.error(t('events.copyFailed'));
      }
    },
    [t],
  );
}
