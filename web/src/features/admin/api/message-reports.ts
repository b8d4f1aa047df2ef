import * as z from 'zod/mini';
import { outcomeRequest } from '../../../lib/outcome-request.ts';

// Reported messages (issue 14, docs/messaging.md): the admin reads them and dismisses or removes them.

export const REPORT_STATUSES = ['open', 'dismissed', 'removed'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

const reportSchema = z.object({
  reportId: z.string(),
  conversationId: z.string(),
  messageId: z.string(),
  reason: z.string(),
  status: z.string(),
  reportedAt: z.string(),
  text: z.string(),
  sender: z.string(),
  reporter: z.string(),
});
export type MessageReport = z.infer<typeof reportSchema>;

export const listMessageReports = (status: ReportStatus) =>
  outcomeRequest('get', `api/admin/message-reports?status=${status}`, (b) => z.object({ reports: z.array(reportSchema) }).parse(b).reports);
export const decideMessageReport = (reportId: string, decision: 'dismissed' | 'removed') =>
  outcomeRequest('post', `api/admin/message-reports/${encodeURIComponent(reportId)}/decide`, () => null, { json: { decision } });
