import type { TFunction } from 'i18next';
import { toast } from '../../../lib/toast.ts';
import type { RegistrationNotice } from '../../../lib/registration/registration.types.ts';

/** Shows a machine notice as a toast (texts: auth.register.toast.*, spec §8). */
export function showNotice(t: TFunction, notice: RegistrationNotice): void {
  const text = t(`auth.register.toast.${notice.key}`, { seconds: notice.retryAfter ?? 60 });
  if (notice.level === 'success') toast.success(text);
  else if (notice.level === 'warning') toast.warning(text);
  else toast.error(text);
}
