import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { realtime } from '../../../lib/socket.ts';
import { useOutcome } from '../../../lib/use-outcome.ts';
import { listConversations, liveMessageSchema, openConversation, type Conversation, type Inbox } from '../api/messaging.ts';
import { chatTime } from './chat-time.ts';
import { Thread } from './thread.tsx';
import './chat.css';

const refusalKey: Record<string, string> = {
  NOT_ACCEPTING_MESSAGES: 'messaging.open.notAccepting',
  RECIPIENT_NOT_FOUND: 'messaging.open.notFound',
};

/**
 * An inbox: the conversations (latest first, unread badges) and the chosen one's thread. On a phone the list comes
 * first and the thread takes the screen with a back button; the chosen conversation is in the address (`?c=`), so the
 * browser's back works too. `?to=<studentUniqueId>` (employers) opens or starts the conversation with that student;
 * with `&draft=` its composer starts with that text (e.g. a challenge invite from the short-list), still to be sent.
 */
export function ChatPage({ inbox: given, title, nav, emptyHint }: { inbox: Inbox; title: string; nav?: ReactNode; emptyHint?: ReactNode }) {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const selected = params.get('c');
  const to = params.get('to');
  const draft = params.get('draft');
  // The draft `?to=` brought, for the conversation it opened (taken out of the address, so a reload does not refill it).
  const [handoff, setHandoff] = useState<{ conversationId: string; text: string } | null>(null);
  const key = given.kind === 'student' ? 'student' : given.organisationId;
  // One object per inbox (routes build a new one each render; the thread's live subscription depends on it).
  const inbox = useMemo(() => given, [key]);
  const loaded = useOutcome(key, () => listConversations(inbox));
  const [opening, setOpening] = useState<string | null>(null);
  const reloadTimer = useRef<number | undefined>(undefined);
  // The last list stays on screen while a live change reloads it (the open thread must not unmount).
  const [list, setList] = useState<Conversation[] | null>(null);
  useEffect(() => {
    if (loaded.status === 'ready') setList(loaded.value);
  }, [loaded.status, loaded.status === 'ready' ? loaded.value : null]);
  const conversations = list ?? [];
  const { reload } = loaded;
  const firstLoad = list === null;

  // `?to=`: open (or start) the conversation, then show it.
  useEffect(() => {
    if (!to || inbox.kind === 'student') return;
    let live = true;
    setOpening(null);
    void openConversation(inbox, { type: 'student', id: to })
      .then((answer) => {
        if (!live) return;
        if (!answer.ok) return setOpening(t(refusalKey[answer.code] ?? 'messaging.open.failed'));
        reload();
        if (draft) setHandoff({ conversationId: answer.value.conversationId, text: draft });
        setParams({ c: answer.value.conversationId }, { replace: true });
      })
      .catch(() => live && setOpening(t('messaging.open.failed')));
    return () => {
      live = false;
    };
    // Once per target.
  }, [to, key]);

  // A message anywhere in this inbox reorders the list and moves its badge (one reload per burst).
  useEffect(
    () =>
      realtime.listenToChat({
        onMessage: (raw) => {
          if (!liveMessageSchema.safeParse(raw).success) return;
          window.clearTimeout(reloadTimer.current);
          reloadTimer.current = window.setTimeout(reload, 300);
        },
        onRead: () => {
          window.clearTimeout(reloadTimer.current);
          reloadTimer.current = window.setTimeout(reload, 300);
        },
      }),
    [reload],
  );
  useEffect(() => () => window.clearTimeout(reloadTimer.current), []);

  const choose = (conversationId: string | null) => setParams(conversationId ? { c: conversationId } : {});
  const current = conversations.find((c) => c.conversationId === selected) ?? null;
  const replace = useCallback((next: Conversation) => setList((held) => held && held.map((c) => (c.conversationId === next.conversationId ? next : c))), []);

  return (
    <div className="container page chat-page">
      {nav}
      <h1 className="chat-page__title">{title}</h1>
      {opening && (
        <p className="alert alert--error alert--wrap" role="alert" data-testid="chat-open-refused">
          {opening}
        </p>
      )}
      <div className={`chat-layout${selected ? ' chat-layout--thread' : ''}`}>
        <nav className="chat-list" aria-label={t('messaging.list.label')}>
          {firstLoad && loaded.status === 'loading' && <p className="chat-list__note">{t('messaging.list.loading')}</p>}
          {firstLoad && loaded.status === 'failed' && (
            <div className="alert alert--error" role="alert">
              <p>{t('messaging.list.failed')}</p>
              <button type="button" className="button button--secondary button--small" onClick={reload}>
                {t('messaging.list.retry')}
              </button>
            </div>
          )}
          {list !== null && conversations.length === 0 && (
            // An empty inbox says how a conversation starts here (who writes first), not only that there is none.
            <div className="chat-list__note" data-testid="chat-empty">
              <p>{t('messaging.list.empty')}</p>
              {emptyHint}
            </div>
          )}
          <ul className="chat-list__items" data-testid="chat-list">
            {conversations.map((c) => (
              <li key={c.conversationId}>
                <button
                  type="button"
                  className={`chat-list__item${c.conversationId === selected ? ' chat-list__item--current' : ''}`}
                  aria-current={c.conversationId === selected ? 'true' : undefined}
                  onClick={() => choose(c.conversationId)}
                  data-testid="chat-list-item"
                >
                  <span className="chat-list__name">{c.other.name || t('messaging.list.unnamed')}</span>
                  <span className="chat-list__kind">{t(`messaging.list.kind.${c.other.type}`)}</span>
                  <span className="chat-list__preview">
                    {c.lastMessage ? (c.lastMessage.removed ? t('messaging.thread.removed') : `${c.lastMessage.mine ? t('messaging.list.you') : ''}${c.lastMessage.text}`) : t('messaging.list.noMessages')}
                  </span>
                  {c.lastMessageAt && (
                    <time className="chat-list__time" dateTime={c.lastMessageAt}>
                      {chatTime(c.lastMessageAt, i18n.language)}
                    </time>
                  )}
                  {c.unread > 0 && (
                    <span className="chat-list__badge" data-testid="chat-unread">
                      <span aria-hidden="true">{c.unread}</span>
                      <span className="visually-hidden">{t('messaging.list.unread', { count: c.unread })}</span>
                    </span>
                  )}
                </button>
              </li>
            ))}
          </ul>
        </nav>
        <div className="chat-layout__thread">
          {current ? (
            <Thread
              key={current.conversationId}
              inbox={inbox}
              conversation={current}
              initialDraft={handoff?.conversationId === current.conversationId ? handoff.text : ''}
              onBack={() => choose(null)}
              onChanged={replace}
            />
          ) : (
            <p className="chat-list__note chat-layout__placeholder">{t(selected && firstLoad ? 'messaging.list.loading' : 'messaging.list.choose')}</p>
          )}
        </div>
      </div>
    </div>
  );
}
