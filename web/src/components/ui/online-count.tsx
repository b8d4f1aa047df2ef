import { useTranslation } from 'react-i18next';
import { useOnlineUsers } from '../../lib/presence.ts';
import './online-count.css';

/**
 * "N online" from the realtime presence list (spec §3 Realtime: getOnlineUsers); nothing until the first list
 * arrives (only signed-in people have a connection). The server sends each person only whom they may see online:
 * themselves, the people attending an event they attend, their conversation partners (docs/realtime-gateway.md).
 * It used to sit in the header, where it cost a phone's row its room and said little; it is shown where people
 * meet — the events list — instead.
 */
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
