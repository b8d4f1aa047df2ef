// The career centers slice: how university career center staff join. The center itself is an organisation.
export { careerCenterRoutes } from './career-center.routes.ts';
export { checkStaffEmail } from './staff-email.ts';
export { careerCenterLinkedinHandler, careerCenterLinkedinRoutes } from './career-center-linkedin.ts';
