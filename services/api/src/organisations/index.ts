// The organisations slice's public surface: other code imports only from here.
import type { AccountDeps, Guard } from '../accounts/index.ts';
import type { ApiModule } from '../http/module.ts';
import { organisationErasure } from './erasure.ts';
import { organisationRoutes, type CompanyImages } from './organisation.routes.ts';

export { organisationsProjection } from './read-models/organisations.projection.ts';
export {
  findOrganisation,
  findCompanyByDomain,
  listMembers,
  listOrganisationsByStatus,
  membershipLookup,
  organisationsOf,
  type OrganisationView,
} from './read-models/organisation.queries.ts';
export { organisationDecider, LastOwnerError, type OrganisationCommand } from './organisation.decider.ts';
export { organisationStreamId, jobRoles, admissions, type Admission, type OrganisationEvent, type OrganisationStatus } from './organisation.ts';
export { runOrganisationCommand } from './organisation.commands.ts';
export { createCompany, createStudentOrganisation, joinOrOpenCareerCenter, type CareerCenterAdmission } from './creation.service.ts';
export { mailJoinRequestToOwners } from './team.service.ts';
export { reviewOrganisation, type ReviewDecision } from './review.service.ts';
export { organisationHostMembership } from './host-membership.ts';
export {
  audienceHostsOf,
  audienceHostsSql,
  checkedVisibility,
  defaultVisibility,
  reachesSql,
  visibilities,
  visibilitiesOf,
  type Visibility,
} from './audience.ts';

/** Companies' creation (their images must be uploads: `images`), teams (members, roles, invitations, join requests) and the erasure hook: a deleted person leaves every team. */
export function createOrganisationsModule(deps: AccountDeps, guard: Guard, images: CompanyImages): ApiModule {
  return { routes: [organisationRoutes(deps, guard, images)], erasure: [organisationErasure(deps)] };
}
