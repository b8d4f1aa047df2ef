import { paths } from '../../config/paths.ts';
import type { ChecklistLinks } from '../../features/company/components/setup-checklist.tsx';

/** Where each open item of the setup checklist is done. */
export const checklistLinks = (organisationId: string): ChecklistLinks => ({
  profile: paths.employerArea.editCompany.href(organisationId),
  event: paths.employerArea.createEvent.href(),
  job: paths.employerArea.createJob.href(),
  challenge: paths.challenges.create.href(),
  team: paths.employerArea.team.href(),
});
