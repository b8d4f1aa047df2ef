import type { Db } from '@fast-track/shared/db/db';
import { ConflictError } from '@fast-track/shared/errors';
import { handleCommand } from '@fast-track/shared/event-store/handle-command';
import type { Projection } from '@fast-track/shared/event-store/projection';
import type { Logger } from '@fast-track/shared/logger';
import { companyPageDecider } from './company-profile.decider.ts';
import { companyProfileStreamId } from './company-profile.ts';
import { companyStart } from './company-profile.service.ts';

// Companies created before uploads were required may hold a logo on another host, which tells that host who reads
// their page. At start-up each such logo is fetched once into our storage (checked and re-encoded like an upload)
// or, when it cannot be had as an image within the bounds, dropped. Both are one CompanyLogoImported event, so the
// next start finds nothing to do and a rebuild replays the same outcome (docs/companies.md § Logo import).

export interface LogoImportDeps {
  db: Db;
  projections: readonly Projection[];
  logger: Logger;
  now: () => number;
  /** The uploads slice's check and store: the stored image's `/api/files/<hash>`, or a throw when it is no image. */
  storeImage: (bytes: Buffer, claimedType: string | undefined) => Promise<string>;
  fetch?: typeof fetch;
  timeoutMs?: number;
  maxBytes?: number;
}

export const logoImportLimits = { timeoutMs: 5000, maxBytes: 5 * 1024 * 1024, companies: 500 } as const;

/** The body, read no further than `maxBytes` (a larger answer is refused, not cut). */
async function boundedBody(response: Response, maxBytes: number): Promise<Buffer> {
  const declared = Number(response.headers.get('content-length') ?? 0);
  if (declared > maxBytes) throw new Error(`logo of ${declared} bytes is over ${maxBytes}`);
  if (!response.body) return Buffer.alloc(0);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
    size += chunk.byteLength;
    if (size > maxBytes) throw new Error(`logo is over ${maxBytes} bytes`);
    chunks.push(Buffer.from(chunk));
  }
  return Buffer.concat(chunks);
}

/** The stored copy of one external logo, or null when it is unreachable, too slow, too large or no image. */
export async function fetchLogo(deps: LogoImportDeps, url: string): Promise<string | null> {
  const timeoutMs = deps.timeoutMs ?? logoImportLimits.timeoutMs;
  const maxBytes = deps.maxBytes ?? logoImportLimits.maxBytes;
  try {
    const response = await (deps.fetch ?? fetch)(url, { signal: AbortSignal.timeout(timeoutMs), redirect: 'follow', headers: { accept: 'image/*' } });
    if (!response.ok) throw new Error(`answered ${response.status}`);
    const type = response.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase();
    const bytes = await boundedBody(response, maxBytes);
    return await deps.storeImage(bytes, type);
  } catch (err) {
    deps.logger.warn({ err, url }, 'company logo not imported: dropped');
    return null;
  }
}

/** Imports every company's external logo once; answers how many were stored and how many dropped. */
export async function importExternalLogos(deps: LogoImportDeps): Promise<{ stored: number; dropped: number }> {
  const found = await deps.db.query<{ organisation_id: string; logo: string }>(
    `SELECT organisation_id::text AS organisation_id, profile->>'logo' AS logo FROM organisations
     WHERE kind = 'company' AND profile->>'logo' ~* '^https?://' ORDER BY created_at LIMIT ${logoImportLimits.companies}`,
  );
  let stored = 0;
  let dropped = 0;
  for (const { organisation_id: organisationId, logo: from } of found.rows) {
    const logo = await fetchLogo(deps, from);
    try {
      await handleCommand(
        deps.db,
        companyProfileStreamId(organisationId),
        companyPageDecider,
        { type: 'ImportCompanyLogo', data: { organisationId, from, logo, now: new Date(deps.now()).toISOString() } },
        { projections: deps.projections, initialState: companyStart(organisationId), metadata: { actor: 'logo-import' } },
      );
      if (logo) stored += 1;
      else dropped += 1;
    } catch (err) {
      // Another replica imported it first, or an editor saved meanwhile: theirs stands.
      if (!(err instanceof ConflictError)) throw err;
    }
  }
  if (found.rows.length > 0) deps.logger.info({ stored, dropped }, 'external company logos imported');
  return { stored, dropped };
}
