import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { getSession } from '../../../lib/session.ts';
import { listenToChat } from '../../../lib/chat-listeners.ts';
import { unreadCount } from '../api/unread-count.ts';
import './chat.css';

/**
 * The header's way to the inbox, with everything unread (loaded with a session only, its own chunk). It listens without
 * loading the connection (lib/chat-listeners.ts): it counts once now and again whenever the connection opens.
 */
export default function UnreadLink({ href }: { href: string }) {
  const { t } = useTranslation();
  const [unread, setUnread] = useState(0);
  const refresh = useCallback(() => {
    // A logout ends the session before this link unmounts, and the socket's reconnect may ask in between: not
    // without a session (the call would be refused, and the browser logs every refusal).
    if (!getSession()) return;
    unreadCount().then(setUnread, () => undefined);
  }, []);
  useEffect(() => {
    refresh();
    let timer: number | undefined;
    const later = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(refresh, 500);
    };
    const stop = listenToChat({ onConnected: later, onMessage: later, onRead: later });
    return () => {
      stop();
      window.clearTimeout(timer);
    };
  }, [refresh]);
  return (
    <Link to={href} className="chat-unread-link" data-testid="header-messages" aria-label={unread > 0 ? t('messaging.header.unread', { count: unread }) : t('messaging.header.label')}>
      <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
        <path d="M21 15a2 2 0 0 1-2 2H7l-4 4V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2z" />
      </svg>
      {unread > 0 && (
        <span className="chat-unread-link__count" aria-hidden="true" data-testid="header-unread">
          {unread > 99 ? '99+' : unread}
        </span>
      )}
    </Link>
  );
}
