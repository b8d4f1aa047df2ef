import { useTranslation } from 'react-i18next';
import { useOnlineUsers } from '../../lib/presence.ts';

/** "N online" from the realtime presence list; nothing until the first list arrives. */
export function OnlineCount() {
  const { t } = useTranslation();
  const count = useOnlineUsers().length;
  if (count === 0) return null;
  return (
    <span className="online-count" data-testid="online-count" data-count={count} title={t('header.onlineTitle')}>
      <span className="online-count__dot" aria-hidden="true" />
      {t('header.online', { count })}
    </span>
  );
}
