/**
 * The figures the privacy and cookie pages quote, as the code sets them. The SPA may not import the API, so they are
 * repeated here; legal-content.unit.spec.ts reads each named constant from its source file and fails when one
 * changes without this file (and so without the page).
 */
export const retention = {
  /** services/api/src/accounts/otp/otp-code.ts otpTtlMs */
  otpMinutes: 10,
  /** services/api/src/accounts/otp/otp-code.ts otpMaxAttempts */
  otpAttempts: 5,
  /** services/api/src/accounts/session-store.ts sessionTtlMs (sliding: counted from the last use) */
  sessionDays: 30,
  /** services/api/src/accounts/recovery/reset-token-store.ts resetLinkTtlMs (recovery and unlock links) */
  linkMinutes: 30,
  /** services/api/src/accounts/oauth/oauth-state-store.ts oauthStateTtlMs */
  socialSignInMinutes: 10,
  /** services/api/src/mail/mail-payloads.ts mailPayloadTtlMs */
  pendingMailHours: 24,
  /** services/api/src/organisations/invitation-store.ts invitationTtlMs */
  invitationDays: 7,
  /** services/api/src/accounts/login.service.ts loginWindowMs and loginLimitPerAddress */
  loginWindowMinutes: 15,
  loginAttemptsPerAddress: 10,
  /** The longest limiter window: services/api/src/accounts/otp/otp.service.ts otpClientWindowMs */
  longestCounterMinutes: 60,
  /** services/api/src/public-site/inquiry-contacts.ts inquiryRetentionDays (the public site's forms) */
  inquiryDays: 180,
  /** services/shared/src/config.ts PRESENCE_TTL_MS default */
  presenceSeconds: 30,
  /** The language cookie's Max-Age: web/src/lib/language-detector.ts ONE_YEAR_S (i18n.ts cookieMinutes before it) */
  languageCookieDays: 365,
  /** services/api/src/accounts/login-device.ts deviceMarkMs (the ft_device cookie's Max-Age) */
  deviceCookieDays: 365,
  /** services/shared/src/config.ts otpGuessLimits.linkTtlMs (the ft_otp_link cookie's Max-Age) */
  otpLinkMinutes: 30,
} as const;
