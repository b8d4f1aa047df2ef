import { http } from '../../../lib/http.ts';
import { teamPath } from '../../../lib/team.ts';

// The officers' hand-over (docs/accounts.md § Teams): an owner offers ownership to a member, an owner withdraws the
// offer, the member answers. Each answers whether it was recorded (a refusal: someone acted first, or it expired).

/** `POST …/handover` (owner) `{ accountId }`. */
export async function offerHandover(organisationId: string, accountId: string): Promise<boolean> {
  return (await http.post(teamPath(organisationId, '/handover'), { json: { accountId }, throwHttpErrors: false })).ok;
}

/** `POST …/handover/withdraw` (owner). */
export async function withdrawHandover(organisationId: string): Promise<boolean> {
  return (await http.post(teamPath(organisationId, '/handover/withdraw'), { json: {}, throwHttpErrors: false })).ok;
}

/** `POST …/handover/answer` (the member it is offered to) `{ accept }`. */
export async function answerHandover(organisationId: string, accept: boolean): Promise<boolean> {
  return (await http.post(teamPath(organisationId, '/handover/answer'), { json: { accept }, throwHttpErrors: false })).ok;
}
