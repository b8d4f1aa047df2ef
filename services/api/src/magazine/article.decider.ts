import { ConflictError, NotFoundError } from '@fast-track/shared/errors';
import type { Decider } from '@fast-track/shared/event-store/types';
import { articleLink, evolveArticle, type ArticleEvent, type ArticleFields, type ArticleState } from './article.ts';

export type ArticleCommand =
  | { type: 'WriteArticle'; data: ArticleFields & { articleId: string; by: string; now: string } }
  | { type: 'EditArticle'; data: ArticleFields & { articleId: string; by: string; now: string } }
  | { type: 'WithdrawArticle'; data: { articleId: string; by: string; now: string } };

function decide(command: ArticleCommand, state: ArticleState): ArticleEvent[] {
  switch (command.type) {
    case 'WriteArticle': {
      if (state.status !== 'none') throw new ConflictError('The article exists already.');
      const { articleId, by, now, ...fields } = command.data;
      return [{ type: 'ArticleWritten', data: { ...fields, articleId, link: articleLink(fields.title, articleId), by, at: now } }];
    }
    case 'EditArticle': {
      if (state.status !== 'written') throw new NotFoundError('No such article.');
      const { articleId, by, now, ...fields } = command.data;
      return [{ type: 'ArticleEdited', data: { ...fields, articleId, by, at: now } }];
    }
    case 'WithdrawArticle': {
      if (state.status !== 'written') throw new NotFoundError('No such article.');
      return [{ type: 'ArticleWithdrawn', data: { articleId: command.data.articleId, by: command.data.by, at: command.data.now } }];
    }
  }
}

export const articleDecider: Decider<ArticleState, ArticleCommand, ArticleEvent> = {
  initialState: () => ({ status: 'none' }),
  evolve: evolveArticle,
  decide,
};
