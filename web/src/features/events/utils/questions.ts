import { eventLimits } from '@fast-track/shared/events/event-limits';
import type { EventQuestion } from '../api/event-schema.ts';

/** docs/events.md § Questions: plain text, trimmed, within the server's limits. */
export const QUESTION_MIN = eventLimits.questionLength.min;
export const QUESTION_MAX = eventLimits.questionLength.max;

export type QuestionProblem = 'empty' | 'tooShort' | 'tooLong';

export function checkQuestion(text: string): QuestionProblem | null {
  const length = text.trim().length;
  if (length === 0) return 'empty';
  if (length < QUESTION_MIN) return 'tooShort';
  if (length > QUESTION_MAX) return 'tooLong';
  return null;
}

/** Most upvoted first; ties keep the order the API gave (oldest first). */
export function sortByUpvotes(questions: readonly EventQuestion[]): EventQuestion[] {
  return questions
    .map((q, index) => ({ q, index }))
    .sort((a, b) => b.q.upvotes.length - a.q.upvotes.length || a.index - b.index)
    .map(({ q }) => q);
}

/** Appends a question unless it is already there (the poster gets it from the answer and from the room). */
export function addQuestion(questions: readonly EventQuestion[], question: EventQuestion): EventQuestion[] {
  return questions.some((q) => q.uniqueId === question.uniqueId) ? [...questions] : [...questions, question];
}

export function withUpvotes(questions: readonly EventQuestion[], questionId: string, upvotes: readonly string[]): EventQuestion[] {
  return questions.map((q) => (q.uniqueId === questionId ? { ...q, upvotes: [...new Set(upvotes)] } : q));
}

/** The upvote list after `userId` asks for `upvoted` (idempotent both ways: a vote already standing keeps its place). */
export function toggledUpvotes(upvotes: readonly string[], userId: string, upvoted: boolean): string[] {
  if (upvoted) return upvotes.includes(userId) ? [...upvotes] : [...upvotes, userId];
  return upvotes.filter((id) => id !== userId);
}

/** One vote heard live (event:upvotes carries the vote, not the list) applied to one question; other questions as they are. */
export function withVote(questions: readonly EventQuestion[], questionId: string, userId: string, upvoted: boolean): EventQuestion[] {
  return questions.map((q) => (q.uniqueId === questionId ? { ...q, upvotes: toggledUpvotes(q.upvotes, userId, upvoted) } : q));
}
