// Every domain's random walk, in the one order that lets later walks aim at what earlier ones made (accounts,
// organisations, challengers): the projection rebuild spec and the backup/restore spec walk the same world, so a
// domain added here is covered by both.
import { accountWalk } from './account-walk.ts';
import { announcementWalk } from './announcement-walk.ts';
import { challengeWalk } from './challenge-walk.ts';
import { companyPageWalk } from './company-page-walk.ts';
import { documentWalk } from './document-walk.ts';
import { eventWalk } from './event-walk.ts';
import { hostedEventWalk } from './hosted-event-walk.ts';
import { interviewWalk } from './interview-walk.ts';
import { jobDraftWalk, jobWalk } from './job-walk.ts';
import { messagingWalk } from './messaging-walk.ts';
import { pipelineWalk } from './pipeline-walk.ts';
import type { RebuildWorld } from './rebuild-world.ts';
import { savedItemWalk } from './saved-item-walk.ts';
import { schoolGateWalk } from './school-gate-walk.ts';
import { societyWalk } from './society-walk.ts';
import { sponsorAndTeamWalk } from './sponsor-walk.ts';
import { takedownWalk } from './takedown-walk.ts';

export async function walkEveryDomain(world: RebuildWorld): Promise<void> {
  await eventWalk(world);
  await accountWalk(world);
  await societyWalk(world);
  await jobWalk(world);
  await interviewWalk(world);
  await jobDraftWalk(world);
  await pipelineWalk(world);
  const companyIds = await world.ids(`SELECT organisation_id AS id FROM organisations WHERE kind = 'company'`);
  await companyPageWalk(world, companyIds);
  await hostedEventWalk(world, companyIds);
  const challengers = await challengeWalk(world, companyIds);
  await savedItemWalk(world, challengers);
  await documentWalk(world);
  await sponsorAndTeamWalk(world);
  await messagingWalk(world);
  await announcementWalk(world);
  await takedownWalk(world);
  await schoolGateWalk(world);
}
