import { handleCommand } from '@fast-track/shared/event-store/handle-command';
import type { SponsorDeps } from './sponsor.routes.ts';
import { sponsorDecider, type SponsorCommand } from './sponsor.decider.ts';
import { sponsorStreamId } from './sponsor.ts';

/** Every write to a sponsor card: the decider decides, the inline projections follow in the same transaction. */
export function runSponsorCommand(deps: SponsorDeps, command: SponsorCommand, actor: string) {
  return handleCommand(deps.db, sponsorStreamId(command.data.cardId), sponsorDecider, command, { projections: deps.projections, metadata: { actor } });
}
