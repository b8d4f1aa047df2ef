// The employers slice: how people of companies join (registration with a work address). Companies and teams are the
// organisations slice's.
export { employerRoutes, checkWorkEmail } from './employer.routes.ts';
