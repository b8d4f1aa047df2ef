import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { toast } from '../../../lib/toast.ts';
import { paths } from '../../../config/paths.ts';
import { readQuestion, type EventDto, type EventQuestion } from '../api/event-schema.ts';
import { postQuestion } from '../api/post-question.ts';
import { upvoteQuestion } from '../api/upvote-question.ts';
import { addQuestion, sortByUpvotes, toggledUpvotes, withUpvotes, withVote } from '../utils/questions.ts';

export type AskResult = 'posted' | 'invalid' | 'failed' | 'login';

/**
 * The event's Q&A (spec §4 Upvote / Question, §8): asking appends the new question, marked as the caller's and
 * brought into view (`justAsked`); an upvote shows at once and is rolled back with a toast if the call fails.
 * Visitors are sent to /login. Live messages land via receive*.
 */
export function useQuestions(event: EventDto, signedIn: boolean, userId: string | null) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const eventId = event.uniqueId;
  const [questions, setQuestions] = useState<EventQuestion[]>(event.questions);
  const [voting, setVoting] = useState<ReadonlySet<string>>(new Set());
  // The caller's own questions (from the API, plus those asked here) and the one just asked, which the list brings into view.
  const [mine, setMine] = useState<ReadonlySet<string>>(() => new Set(signedIn ? (event.myQuestions ?? []) : []));
  const [justAsked, setJustAsked] = useState<string | null>(null);

  const toLogin = useCallback(() => void navigate(paths.login.href()), [navigate]);

  const ask = useCallback(
    async (text: string): Promise<AskResult> => {
      if (!signedIn) {
        toLogin();
        return 'login';
      }
      try {
        const result = await postQuestion(eventId, text.trim());
        if (result.kind === 'unauthorized') {
          toLogin();
          return 'login';
        }
        if (result.kind === 'invalid') {
          toast.error(t('event.student.questionFailed'));
          return 'invalid';
        }
        setQuestions((list) => addQuestion(list, result.question));
        setMine((ids) => new Set(ids).add(result.question.uniqueId));
        setJustAsked(result.question.uniqueId);
        toast.success(t('event.student.questionPosted'));
        return 'posted';
      } catch (error) {
        console.warn('event/post/question failed', error);
        toast.error(t('event.student.questionFailed'));
        return 'failed';
      }
    },
    [eventId, signedIn, t, toLogin],
  );

  const toggleUpvote = useCallback(
    async (question: EventQuestion) => {
      if (!signedIn || !userId) {
        if (!signedIn) toLogin();
        return;
      }
      const before = question.upvotes;
      const upvoted = !before.includes(userId);
      setQuestions((list) => withUpvotes(list, question.uniqueId, toggledUpvotes(before, userId, upvoted)));
      setVoting((s) => new Set(s).add(question.uniqueId));
      try {
        const result = await upvoteQuestion({ eventId, questionId: question.uniqueId, userId, upvoted });
        if (result.kind === 'unauthorized') {
          setQuestions((list) => withUpvotes(list, question.uniqueId, before));
          toLogin();
        } else {
          setQuestions((list) => withUpvotes(list, question.uniqueId, result.upvotes));
        }
      } catch (error) {
        console.warn('event/upvote failed', error);
        setQuestions((list) => withUpvotes(list, question.uniqueId, before));
        toast.error(t('event.student.upvoteFailed'));
      } finally {
        setVoting((s) => {
          const next = new Set(s);
          next.delete(question.uniqueId);
          return next;
        });
      }
    },
    [eventId, signedIn, userId, t, toLogin],
  );

  const receiveQuestion = useCallback((raw: unknown) => {
    const question = readQuestion(raw);
    if (question) setQuestions((list) => addQuestion(list, question));
  }, []);

  // A vote heard in the room: applied to the list the page holds (idempotent, so the voter's own echo and a vote
  // the page already loaded change nothing).
  const receiveVote = useCallback((questionId: unknown, voter: unknown, upvoted: unknown) => {
    if (typeof questionId === 'string' && typeof voter === 'string' && typeof upvoted === 'boolean') {
      setQuestions((list) => withVote(list, questionId, voter, upvoted));
    }
  }, []);

  const sorted = useMemo(() => sortByUpvotes(questions), [questions]);

  return { questions: sorted, voting, signedIn, userId, mine, justAsked, ask, toggleUpvote, toLogin, receiveQuestion, receiveVote };
}

export type QuestionsView = ReturnType<typeof useQuestions>;
