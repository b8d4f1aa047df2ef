// The admin slice: operators' hidden sign-in (password + TOTP) and company review.
export { adminRoutes } from './admin.routes.ts';
export { createAdmin } from './admin.service.ts';
export { totpCode, totpStepSeconds } from './totp.ts';
