// The accounts slice's public surface: other code imports only from here.
export { createAccountsModule, type AccountsModule, type AccountsModuleOptions } from './create-accounts-module.ts';
export type { AccountErasureHook, ErasureAfterCommit } from './account-deps.ts';
export { accountsProjection } from './read-models/accounts.projection.ts';
export { findAccount, findAccountProfile, type AccountProfile } from './read-models/account.queries.ts';
export { accountDecider, type AccountCommand } from './account.decider.ts';
export { accountStreamId, accountKinds, type AccountKind, type AccountEvent, type AccountDeleted, type SignUpMethod } from './account.ts';
export { createAccount, type NewAccount } from './create-account.ts';
export { runAccountCommand } from './account.commands.ts';
export { requestOtp, claimOtp, otpThrottleKey, type OtpRequestAnswer, type OtpClaimAnswer } from './otp/otp.service.ts';
export { otpLinkOf } from './otp/otp-link.routes.ts';
export { registerWithCode, type RegisterWithCodeAnswer, type RegisterWithCodeInput } from './registration/register-with-code.ts';
export { registrationEmail, staffRegistrationFields } from './registration/staff-registration-request.ts';
export { adminLimitPrefix, checkLoginLimits, login, loginAddressKey, loginClientKey, type LoginAnswer, type LoginLimits } from './login.service.ts';
export { isKnownDevice, rememberDevice } from './login-device.ts';
export { answer, languageOf, loginRequest, forgotRequest, resetRequest } from './account.routes.ts';
export { type SettingsAnswerPart, type SettingsHandlers } from './account-settings.routes.ts';
export { forgotPassword, resetPassword } from './recovery/recovery.service.ts';
export { accountProfileOf, changeLanguage, changePassword, deleteAccount, renameAccount } from './account.service.ts';
export { emailHash, normaliseEmail } from './email-hash.ts';
export { AlreadyRegisteredError, identityStore } from './identity-store.ts';
export { checkPassword, passwordMessages, passwordMaxLength, createPasswordHasher, type PasswordHasher } from './password-hasher.ts';
export { AccountSuspendedError, createSessionStore, hashToken, sessionTtlMs, type SessionStore } from './session-store.ts';
export {
  bearerToken,
  callerOf,
  membershipOf,
  memberRoles,
  organisationKinds,
  UnauthorizedError,
  RoleRequiredError,
  type Caller,
  type Guard,
  type Membership,
  type MembershipLookup,
  type MemberRole,
  type OrganisationKind,
} from './require-account.ts';
export { emailMessages, nowIso, retryAfterSeconds, pickLanguage, type AccountDeps, type EmailVerdict, type Language } from './account-deps.ts';
export { createGoogleVerifier } from './oauth/google-id-token.ts';
export { exchangeLinkedinCode, linkedinAuthorizationUrl } from './oauth/linkedin-client.ts';
export { ProviderError, oauthConfigFrom, type OAuthConfig, type ProviderProfile } from './oauth/oauth-config.ts';
export { linkedinRedirectUri } from './oauth/linkedin-client.ts';
export { googleNonceStore, oauthStateStore } from './oauth/oauth-state-store.ts';
export { audienceOf, type LinkedinAudienceHandler, type LinkedinAudienceResult } from './oauth/linkedin-audiences.ts';
