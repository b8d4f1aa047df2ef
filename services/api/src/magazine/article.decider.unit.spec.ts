import { ConflictError, NotFoundError } from '@fast-track/shared/errors';
import { deciderSpec } from '@fast-track/shared/event-store/decider-spec';
import { describe, expect, it } from 'vitest';
import { articleDecider, type ArticleCommand } from './article.decider.ts';
import type { ArticleEvent, ArticleFields } from './article.ts';

const spec = deciderSpec(articleDecider);
const articleId = 'ab12cd34-0000-4000-8000-000000000001';
const now = '2026-11-22T12:00:00.000Z';
const fields: ArticleFields = {
  title: 'Cracking the Case Interview',
  description: 'How to structure a case.',
  body: '<p>Start with the question.</p>',
  cover: null,
  language: 'en',
  publishAt: '2026-11-23T08:00:00.000Z',
};

const write = (title = fields.title): ArticleCommand => ({ type: 'WriteArticle', data: { ...fields, title, articleId, by: 'admin', now } });
const edit = (changes: Partial<ArticleFields> = {}): ArticleCommand => ({ type: 'EditArticle', data: { ...fields, ...changes, articleId, by: 'editor', now } });
const withdraw: ArticleCommand = { type: 'WithdrawArticle', data: { articleId, by: 'admin', now } };

const written: ArticleEvent = { type: 'ArticleWritten', data: { ...fields, articleId, link: 'cracking-the-case-interview-ab12cd34', by: 'admin', at: now } };
const withdrawn: ArticleEvent = { type: 'ArticleWithdrawn', data: { articleId, by: 'admin', at: now } };
const notFound = (e: NotFoundError) => e.code === 'NOT_FOUND' && e.status === 404;

describe('article decider', () => {
  it("writes an article whose link is its title's words and the id's first block", () => {
    spec.given([]).when(write()).then([written]);
    spec
      .given([])
      .when(write('Élan & Ça: 2027!'))
      .then([{ type: 'ArticleWritten', data: { ...fields, title: 'Élan & Ça: 2027!', articleId, link: 'elan-ca-2027-ab12cd34', by: 'admin', at: now } }]);
    expect(spec.given([written]).state).toEqual({ status: 'written', link: 'cracking-the-case-interview-ab12cd34' });
  });

  it('refuses to write the same article twice, even once withdrawn', () => {
    spec.given([written]).when(write()).thenThrows(ConflictError, (e) => e.code === 'CONFLICT');
    spec.given([written, withdrawn]).when(write()).thenThrows(ConflictError, (e) => e.code === 'CONFLICT');
  });

  it('edits a written article; its link stays the one it was published under', () => {
    const retitled: ArticleEvent = { type: 'ArticleEdited', data: { ...fields, title: 'New title', articleId, by: 'editor', at: now } };
    spec.given([written]).when(edit({ title: 'New title' })).then([retitled]);
    expect(spec.given([written, retitled]).state).toEqual({ status: 'written', link: 'cracking-the-case-interview-ab12cd34' });
  });

  it('withdraws a written article once', () => {
    spec.given([written]).when(withdraw).then([withdrawn]);
    expect(spec.given([written, withdrawn]).state).toEqual({ status: 'withdrawn' });
    spec.given([written, withdrawn]).when(withdraw).thenThrows(NotFoundError, notFound);
  });

  it('neither edits nor withdraws an article that was never written or is withdrawn', () => {
    spec.given([]).when(edit()).thenThrows(NotFoundError, notFound);
    spec.given([]).when(withdraw).thenThrows(NotFoundError, notFound);
    spec.given([written, withdrawn]).when(edit()).thenThrows(NotFoundError, notFound);
  });
});
