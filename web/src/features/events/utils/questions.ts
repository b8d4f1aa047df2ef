import type { EventQuestion } from '../api/event-schema.ts';

/** Most upvoted first; ties keep the order the API gave (oldest first). */
export function sortByUpvotes(questions: readonly EventQuestion[]): EventQuestion[] {
  return questions
    .map((q, index) => ({ q, index }))
    .sort((a, b) => b.q.upvotes.length - a.q.upvotes.length || a.index - b.index)
    .map(({ q }) => q);
}
