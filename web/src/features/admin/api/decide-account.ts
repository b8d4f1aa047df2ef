import { outcomeRequest } from '../../../lib/outcome-request.ts';

// Suspend (with the reason mailed to the owner) or restore an account (issue 26 part 6, docs/admin.md).
export const suspendAccount = (accountId: string, reason: string) =>
  outcomeRequest('post', `api/admin/accounts/${encodeURIComponent(accountId)}/suspend`, () => null, { json: { reason } });
export const restoreAccount = (accountId: string) => outcomeRequest('post', `api/admin/accounts/${encodeURIComponent(accountId)}/restore`, () => null, { json: {} });
