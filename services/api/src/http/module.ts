import type { LogRedaction } from '@fast-track/shared/event-store/redact-subject';
import type { Router } from 'express';
import type { AccountsModule } from '../accounts/index.ts';

/** Runs inside account deletion's transaction (accounts/account-deps.ts). */
export type ErasureHook = Parameters<AccountsModule['onErase']>[0];

/** Paths whose JSON bodies may exceed the app's 16 KB default (an editor sending rich text). */
export interface BodyLimit {
  paths: readonly string[];
  limit: string;
}

/**
 * What one API slice hands the app (docs/architecture.md, "The module contract"). createApp mounts the modules in list
 * order and knows nothing of any single slice: body limits go before the 16 KB parser, erasure hooks and log
 * redactions join account deletion, dispose stops the module's sweeps when the app closes.
 */
export interface ApiModule {
  /** Routers mounted under /api, in this order. */
  routes?: readonly Router[];
  /** Routers mounted at the root, after this module's /api routers (health, metrics, the sitemap). */
  rootRoutes?: readonly Router[];
  bodyLimits?: readonly BodyLimit[];
  erasure?: readonly ErasureHook[];
  logRedactions?: readonly LogRedaction[];
  /** Stops timers (sweeps) and frees what the module owns; called once by App.dispose. */
  dispose?: () => void;
}
