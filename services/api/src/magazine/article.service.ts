import { handleCommand } from '@fast-track/shared/event-store/handle-command';
import type { MagazineDeps } from './article.routes.ts';
import { articleDecider, type ArticleCommand } from './article.decider.ts';
import { articleStreamId } from './article.ts';

/** Every write to a magazine article goes through here to its decider; the editor is the actor. */
export function runArticleCommand(deps: Pick<MagazineDeps, 'db' | 'projections'>, articleId: string, command: ArticleCommand) {
  return handleCommand(deps.db, articleStreamId(articleId), articleDecider, command, {
    projections: deps.projections,
    metadata: { actor: command.data.by },
  });
}
