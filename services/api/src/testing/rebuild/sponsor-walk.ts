import type { Decider, DomainEvent } from '@fast-track/shared/event-store/types';
import { stableUuid } from '../../demo/demo-random.ts';
import { sponsorDecider, sponsorStages, sponsorStreamId, type SponsorCommand } from '../../sponsors/index.ts';
import { webinarTeamDecider, webinarTeamStreamId, type WebinarTeamCommand } from '../../webinar-teams/index.ts';
import type { RebuildWorld } from './rebuild-world.ts';

/** Student organisations' sponsor cards and their team webinar registrations. */
export async function sponsorAndTeamWalk(w: RebuildWorld): Promise<void> {
  const { db, random, pick, start, run, accountIds, organisationIds, unknownOrganisation, pickOrganisation } = w;
  // Sponsor cards (issue 13): added, edited, moved, requested from a company and answered, many aimed wrong.
  const cardIds: { cardId: string; organisationId: string; requested: string | null }[] = [];
  const runSponsor = (command: SponsorCommand) =>
    run(sponsorStreamId(command.data.cardId), sponsorDecider as Decider<unknown, SponsorCommand, DomainEvent>, command);
  const sponsorDetails = (step: number) => ({
    companyName: `Sponsor ${step}`,
    companyId: random() < 0.7 ? pickOrganisation() : null,
    contactName: `Contact ${step}`,
    contactEmail: '',
    value: random() < 0.5 ? null : step * 100,
    currency: 'EUR',
    notes: `Note ${step}`,
    nextStep: '',
    nextStepDate: null,
  });
  {
    // One card through every fact first (the random walk below may miss some), then the walk.
    const now = new Date(start + 999 * 1000).toISOString();
    const cardId = stableUuid('rebuild-sponsor-scripted');
    const organisationId = pickOrganisation();
    const company = organisationIds[0] ?? unknownOrganisation;
    const by = pick(accountIds);
    const details = { ...sponsorDetails(-1), companyId: company };
    await runSponsor({ type: 'AddCard', data: { cardId, organisationId, details, by, now } });
    await runSponsor({ type: 'EditCard', data: { cardId, asOrganisationId: organisationId, details: { ...details, notes: 'Edited' }, by, now } });
    await runSponsor({ type: 'MoveCard', data: { cardId, asOrganisationId: organisationId, to: 'negotiating', by, now } });
    await runSponsor({ type: 'RequestSponsorship', data: { cardId, asOrganisationId: organisationId, message: 'Please', companyActive: true, by, now } });
    await runSponsor({ type: 'AnswerSponsorship', data: { cardId, asCompanyId: company, accept: true, by, now } });
    cardIds.push({ cardId, organisationId, requested: company });
  }
  for (let step = 0; step < 60; step++) {
    const now = new Date(start + (1000 + step) * 1000).toISOString();
    const by = pick(accountIds);
    const roll = random();
    if (cardIds.length === 0 || roll < 0.25) {
      const cardId = stableUuid(`rebuild-sponsor-${step}`);
      const organisationId = pickOrganisation();
      cardIds.push({ cardId, organisationId, requested: null });
      await runSponsor({ type: 'AddCard', data: { cardId, organisationId, details: sponsorDetails(step), by, now } });
      continue;
    }
    const requested = cardIds.filter((c) => c.requested);
    // Answers go mostly to cards with a request (else there would be few), some to any card (refused).
    const card = roll >= 0.8 && requested.length > 0 && random() < 0.8 ? pick(requested) : pick(cardIds);
    const asOrganisationId = random() < 0.9 ? card.organisationId : pickOrganisation();
    if (roll < 0.35) await runSponsor({ type: 'EditCard', data: { cardId: card.cardId, asOrganisationId, details: sponsorDetails(step), by, now } });
    else if (roll < 0.6) await runSponsor({ type: 'MoveCard', data: { cardId: card.cardId, asOrganisationId, to: pick(sponsorStages), by, now } });
    else if (roll < 0.8) {
      await runSponsor({ type: 'RequestSponsorship', data: { cardId: card.cardId, asOrganisationId, message: `Please ${step}`, companyActive: random() < 0.8, by, now } });
      card.requested = (await db.query<{ c: string | null }>('SELECT requested_company_id::text AS c FROM sponsor_cards WHERE card_id = $1', [card.cardId])).rows[0]?.c ?? null;
    } else {
      await runSponsor({ type: 'AnswerSponsorship', data: { cardId: card.cardId, asCompanyId: card.requested ?? pickOrganisation(), accept: random() < 0.6, by, now } });
    }
  }


  // Team webinar registrations (issue 13): registered (some on closed or unknown webinars, some past the limit of
  // ten) and cancelled (some twice or unknown: refused).
  {
    const runTeam = (command: WebinarTeamCommand) =>
      run(webinarTeamStreamId(command.data.organisationId, command.data.eventId), webinarTeamDecider as Decider<unknown, WebinarTeamCommand, DomainEvent>, command);
    const registrations: { registrationId: string; organisationId: string; eventId: string }[] = [];
    const eventIdsOfTeams = [stableUuid('rebuild-webinar-a'), stableUuid('rebuild-webinar-b')];
    for (let step = 0; step < 40; step++) {
      const now = new Date(start + (1200 + step) * 1000).toISOString();
      const by = pick(accountIds);
      if (registrations.length === 0 || random() < 0.7) {
        const r = { registrationId: stableUuid(`rebuild-webinar-registration-${step}`), organisationId: pickOrganisation(), eventId: pick(eventIdsOfTeams) };
        const webinar = random() < 0.85 ? 'open' : pick(['closed', 'unknown'] as const);
        await runTeam({ type: 'RegisterTeamMember', data: { ...r, webinar, by, now } });
        if (webinar === 'open') registrations.push(r);
      } else {
        await runTeam({ type: 'CancelTeamRegistration', data: { ...pick(registrations), reason: random() < 0.8 ? 'cancelled' : 'account-deleted', by, now } });
      }
    }
  }
}
