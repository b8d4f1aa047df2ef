// The admin slice: operators' hidden sign-in (password + TOTP) and company review.
export { adminRoutes } from './admin.routes.ts';
export { createAdmin } from './admin.service.ts';
export { totpCode, totpStep } from './totp.ts';
