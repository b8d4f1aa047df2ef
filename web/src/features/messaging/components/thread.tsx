import { useCallback, useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { realtime } from '../../../lib/socket.ts';
import { toast } from '../../../lib/toast.ts';
import {
  getConversation,
  listMessages,
  liveChangedSchema,
  liveMessageSchema,
  liveReadSchema,
  liveTypingSchema,
  markRead,
  MAX_MESSAGE_LENGTH,
  sendMessage,
  setBlocked,
  type Conversation,
  type Inbox,
  type Message,
} from '../api/messaging.ts';
import { chatTime, mySideOf } from './chat-time.ts';
import { LinkifiedText } from './linkified-text.tsx';
import { ReportForm } from './report-form.tsx';
import { ResponseTimeNote } from './response-time-note.tsx';

interface Pending {
  clientMessageId: string;
  text: string;
  failed: boolean;
}

const bySeq = (a: Message, b: Message) => a.seq - b.seq;

/** Adds messages not yet held (a live copy and a history page may carry the same one), in the conversation's order. */
function merge(held: Message[], incoming: Message[]): Message[] {
  const ids = new Set(held.map((m) => m.messageId));
  const fresh = incoming.filter((m) => !ids.has(m.messageId));
  if (fresh.length === 0) return held;
  return [...held, ...fresh].sort(bySeq);
}

/**
 * One conversation: history paged backwards, live messages, read receipts, "is typing…", sending with retries of the
 * same client message id (the server keeps one), blocking and reporting.
 */
export function Thread({
  inbox,
  conversation,
  initialDraft = '',
  onBack,
  onChanged,
}: {
  inbox: Inbox;
  conversation: Conversation;
  /** What the composer starts with (a message prepared elsewhere, sent only when the person sends it). */
  initialDraft?: string;
  onBack: () => void;
  onChanged: (c: Conversation) => void;
}) {
  const { t, i18n } = useTranslation();
  const cid = conversation.conversationId;
  const mySide = mySideOf(inbox.kind === 'student', conversation.other.type);
  const [messages, setMessages] = useState<Message[]>([]);
  const [nextBefore, setNextBefore] = useState<number | null>(null);
  const [status, setStatus] = useState<'loading' | 'ready' | 'failed'>('loading');
  const [loadingEarlier, setLoadingEarlier] = useState(false);
  const [pending, setPending] = useState<Pending[]>([]);
  const [draft, setDraft] = useState(initialDraft);
  const [otherReadSeq, setOtherReadSeq] = useState(conversation.otherReadSeq);
  const [typing, setTyping] = useState(false);
  const [reporting, setReporting] = useState<string | null>(null);
  const [refusal, setRefusal] = useState('');
  const endRef = useRef<HTMLDivElement>(null);
  const typingTimer = useRef<number | undefined>(undefined);
  const lastTypingSent = useRef(0);
  const readUpTo = useRef(0);

  const loadNewest = useCallback(async () => {
    const page = await listMessages(inbox, cid).catch(() => null);
    if (!page?.ok) {
      setStatus((s) => (s === 'ready' ? s : 'failed'));
      return;
    }
    setMessages((held) => merge(held, page.value.messages));
    setNextBefore((n) => (n === null && status !== 'ready' ? page.value.nextBefore : (n ?? page.value.nextBefore)));
    setStatus('ready');
  }, [inbox, cid, status]);

  const reloadConversation = useCallback(async () => {
    const fresh = await getConversation(inbox, cid).catch(() => null);
    if (fresh?.ok) {
      onChanged(fresh.value);
      setOtherReadSeq(fresh.value.otherReadSeq);
    }
  }, [inbox, cid, onChanged]);

  useEffect(() => {
    setMessages([]);
    setPending([]);
    setStatus('loading');
    setNextBefore(null);
    readUpTo.current = 0;
    void listMessages(inbox, cid)
      .then((page) => {
        if (!page.ok) return setStatus('failed');
        setMessages(page.value.messages);
        setNextBefore(page.value.nextBefore);
        setStatus('ready');
      })
      .catch(() => setStatus('failed'));
    // A new conversation starts over (the other values belong to it).
  }, [cid]);

  // Live: messages, receipts, typing and changes of this conversation only; after a reconnect, what was missed.
  useEffect(
    () =>
      realtime.listenToChat({
        onConnected: () => void loadNewest(),
        onMessage: (raw) => {
          const live = liveMessageSchema.safeParse(raw);
          if (!live.success || live.data.conversationId !== cid) return;
          const message: Message = { ...live.data.message, mine: live.data.message.side === mySide };
          setMessages((held) => merge(held, [message]));
          setPending((list) => list.filter((p) => p.clientMessageId !== message.clientMessageId));
          if (!message.mine) setTyping(false);
        },
        onRead: (raw) => {
          const read = liveReadSchema.safeParse(raw);
          if (read.success && read.data.conversationId === cid && read.data.side !== mySide) setOtherReadSeq((s) => Math.max(s, read.data.upToSeq));
        },
        onTyping: (raw) => {
          const typed = liveTypingSchema.safeParse(raw);
          if (!typed.success || typed.data.conversationId !== cid || typed.data.side === mySide) return;
          setTyping(true);
          window.clearTimeout(typingTimer.current);
          typingTimer.current = window.setTimeout(() => setTyping(false), 3000);
        },
        onChanged: (raw) => {
          const changed = liveChangedSchema.safeParse(raw);
          if (!changed.success || changed.data.conversationId !== cid) return;
          void reloadConversation();
          void listMessages(inbox, cid).then((page) => page.ok && setMessages((held) => held.map((m) => page.value.messages.find((n) => n.messageId === m.messageId) ?? m)));
        },
      }),
    [cid, mySide, inbox, loadNewest, reloadConversation],
  );
  useEffect(() => () => window.clearTimeout(typingTimer.current), []);

  // What is on screen is read: tell the server (once per new message from the other side).
  const lastSeq = messages.at(-1)?.seq ?? 0;
  useEffect(() => {
    const lastFromOther = [...messages].reverse().find((m) => !m.mine)?.seq ?? 0;
    if (status !== 'ready' || lastFromOther <= readUpTo.current || document.visibilityState === 'hidden') return;
    readUpTo.current = lastSeq;
    void markRead(inbox, cid, lastSeq).catch(() => undefined);
  }, [messages, lastSeq, status, inbox, cid]);

  useEffect(() => {
    endRef.current?.scrollIntoView?.({ block: 'end' });
  }, [lastSeq, pending.length, typing]);

  const loadEarlier = async () => {
    if (nextBefore === null) return;
    setLoadingEarlier(true);
    const page = await listMessages(inbox, cid, nextBefore).catch(() => null);
    setLoadingEarlier(false);
    if (!page?.ok) return toast.error(t('messaging.thread.loadFailed'));
    setMessages((held) => merge(held, page.value.messages));
    setNextBefore(page.value.nextBefore);
  };

  /** At-least-once: a lost answer is sent again with the same client message id; the server keeps one message. */
  const deliver = async (item: Pending) => {
    for (let attempt = 0; attempt < 3; attempt++) {
      const sent = await sendMessage(inbox, cid, item.clientMessageId, item.text).catch(() => null);
      if (sent?.ok) {
        setMessages((held) => merge(held, [sent.value]));
        setPending((list) => list.filter((p) => p.clientMessageId !== item.clientMessageId));
        return;
      }
      if (sent) {
        setPending((list) => list.map((p) => (p.clientMessageId === item.clientMessageId ? { ...p, failed: true } : p)));
        if (sent.code === 'CONVERSATION_BLOCKED') {
          setRefusal(t('messaging.thread.blockedRefusal'));
          void reloadConversation();
        }
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, 500 * (attempt + 1)));
    }
    setPending((list) => list.map((p) => (p.clientMessageId === item.clientMessageId ? { ...p, failed: true } : p)));
  };

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    const text = draft.trim();
    if (!text) return;
    const item = { clientMessageId: crypto.randomUUID(), text, failed: false };
    setPending((list) => [...list, item]);
    setDraft('');
    setRefusal('');
    void deliver(item);
  };
  const onKey = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) submit();
    if (event.key === 'Enter' && !event.shiftKey) event.preventDefault();
  };
  const onDraft = (value: string) => {
    setDraft(value);
    const now = Date.now();
    if (value && now - lastTypingSent.current > 2000) {
      lastTypingSent.current = now;
      realtime.typing(cid);
    }
  };
  const toggleBlock = async () => {
    const answer = await setBlocked(inbox, cid, !conversation.blockedByMe).catch(() => null);
    if (!answer?.ok) return toast.error(t('messaging.thread.blockFailed'));
    onChanged(answer.value);
    setRefusal('');
    toast.success(t(answer.value.blockedByMe ? 'messaging.thread.blockedToast' : 'messaging.thread.unblockedToast'));
  };

  const lastMine = [...messages].reverse().find((m) => m.mine);
  const cannotSend = conversation.blockedByMe || conversation.blockedByOther;
  return (
    <section className="chat-thread" aria-labelledby="chat-thread-title" data-testid="chat-thread">
      <header className="chat-thread__head">
        <button type="button" className="button button--secondary button--small chat-thread__back" onClick={onBack} data-testid="chat-back">
          {t('messaging.thread.back')}
        </button>
        <div className="chat-thread__who">
          <h2 id="chat-thread-title" className="chat-thread__name">
            {conversation.other.name || t('messaging.list.unnamed')}
          </h2>
          {inbox.kind === 'student' && conversation.other.type === 'company' && <ResponseTimeNote companyId={conversation.other.id} />}
        </div>
        <button type="button" className="button button--secondary button--small" onClick={() => void toggleBlock()} data-testid="chat-block">
          {t(conversation.blockedByMe ? 'messaging.thread.unblock' : 'messaging.thread.block')}
        </button>
      </header>

      <div className="chat-thread__body">
        {status === 'loading' && <p className="chat-thread__note">{t('messaging.thread.loading')}</p>}
        {status === 'failed' && (
          <p className="alert alert--error" role="alert">
            {t('messaging.thread.loadFailed')}
          </p>
        )}
        {status === 'ready' && nextBefore !== null && (
          <button type="button" className="button button--secondary button--small chat-thread__earlier" onClick={() => void loadEarlier()} disabled={loadingEarlier}>
            {t(loadingEarlier ? 'messaging.thread.loadingEarlier' : 'messaging.thread.earlier')}
          </button>
        )}
        {status === 'ready' && messages.length === 0 && pending.length === 0 && <p className="chat-thread__note">{t('messaging.thread.empty')}</p>}
        <div role="log" aria-live="polite" aria-label={t('messaging.thread.messagesLabel')}>
        <ol className="chat-thread__messages" data-testid="chat-messages">
          {messages.map((m) => (
            <li key={m.messageId} className={`chat-message${m.mine ? ' chat-message--mine' : ''}`} data-testid="chat-message" data-seq={m.seq}>
              <div className="chat-message__bubble">
                {m.removed ? <em className="chat-message__removed">{t('messaging.thread.removed')}</em> : <LinkifiedText text={m.text} />}
              </div>
              <div className="chat-message__meta">
                <time dateTime={m.sentAt}>{chatTime(m.sentAt, i18n.language)}</time>
                {m === lastMine && (
                  <span className="chat-message__receipt" data-testid="chat-receipt">
                    {' · '}
                    {t(otherReadSeq >= m.seq ? 'messaging.thread.seen' : 'messaging.thread.sent')}
                  </span>
                )}
                {!m.mine && !m.removed && (
                  <button type="button" className="chat-message__report" onClick={() => setReporting(reporting === m.messageId ? null : m.messageId)} data-testid="chat-report">
                    {t('messaging.thread.report')}
                  </button>
                )}
              </div>
              {reporting === m.messageId && <ReportForm inbox={inbox} conversationId={cid} messageId={m.messageId} onDone={() => setReporting(null)} />}
            </li>
          ))}
          {pending.map((p) => (
            <li key={p.clientMessageId} className="chat-message chat-message--mine chat-message--pending" data-testid="chat-pending">
              <div className="chat-message__bubble">
                <LinkifiedText text={p.text} />
              </div>
              <div className="chat-message__meta">
                {p.failed ? (
                  <button type="button" className="chat-message__report" onClick={() => void deliver({ ...p, failed: false })}>
                    {t('messaging.thread.retry')}
                  </button>
                ) : (
                  t('messaging.thread.sending')
                )}
              </div>
            </li>
          ))}
        </ol>
        </div>
        {typing && (
          <p className="chat-thread__typing" data-testid="chat-typing">
            {t('messaging.thread.typing', { name: conversation.other.name })}
          </p>
        )}
        <div ref={endRef} />
      </div>

      {(refusal || cannotSend) && (
        <p className="alert alert--info chat-thread__banner" role="status" data-testid="chat-blocked">
          {refusal || t(conversation.blockedByMe ? 'messaging.thread.youBlocked' : 'messaging.thread.blockedRefusal')}
        </p>
      )}
      <form className="chat-composer" onSubmit={submit}>
        <label htmlFor={`composer-${cid}`} className="visually-hidden">
          {t('messaging.thread.composerLabel')}
        </label>
        <textarea
          id={`composer-${cid}`}
          className="chat-composer__input"
          rows={2}
          maxLength={MAX_MESSAGE_LENGTH}
          value={draft}
          disabled={cannotSend}
          placeholder={t('messaging.thread.placeholder')}
          onChange={(e) => onDraft(e.target.value)}
          onKeyDown={onKey}
          data-testid="chat-input"
        />
        <button type="submit" className="button button--primary" disabled={cannotSend || !draft.trim()} data-testid="chat-send">
          {t('messaging.thread.send')}
        </button>
      </form>
    </section>
  );
}
