// The career centers slice: how university career center staff join. The center itself is an organisation.
export { careerCenterRoutes, checkStaffEmail } from './career-center.routes.ts';
