import { createHmac, randomBytes } from 'node:crypto';
import { otpGuessLimits } from '@fast-track/shared/config';
import type { Db } from '@fast-track/shared/db/db';

/** 256 bits from the CSPRNG, base64url: 43 characters, nothing to guess online. */
const linkPattern = /^[\w-]{43}$/;
export const isLinkShaped = (link: string): boolean => linkPattern.test(link);

/** Keyed like the codes, so a leaked table row neither gives the link nor matches another secret's rows. */
const hashLink = (secret: string, link: string): string => createHmac('sha256', secret).update(`otp-link:${link}`).digest('hex');

/**
 * The links of code mails. Holding one proves the mailbox (the link was only ever mailed), so the browser that
 * opened it may guess the address's code outside the shared guess budget; a stranger never holds one. A link
 * lives `linkTtlMs` and is unaffected by newer codes (a stranger asking for codes cannot void it); all of an
 * address's links go with the account's creation (a used code) or the address's erasure.
 */
export function createOtpLinkStore(db: Db, secret: string) {
  return {
    async createLink(emailHash: string, nowMs: number): Promise<string> {
      const link = randomBytes(32).toString('base64url');
      // Expired links of the address are dropped here, so a table never grows past a few live rows per address.
      await db.query('DELETE FROM email_otp_links WHERE email_hash = $1 AND expires_at <= $2', [emailHash, new Date(nowMs)]);
      await db.query('INSERT INTO email_otp_links (link_hash, email_hash, expires_at) VALUES ($1, $2, $3)', [
        hashLink(secret, link),
        emailHash,
        new Date(nowMs + otpGuessLimits.linkTtlMs),
      ]);
      return link;
    },
    /** Whether the link is live and was mailed to this address (undefined and malformed links are not). */
    async linkHolds(emailHash: string, link: string | undefined, nowMs: number): Promise<boolean> {
      if (!link || !linkPattern.test(link)) return false;
      const found = await db.query('SELECT 1 FROM email_otp_links WHERE link_hash = $1 AND email_hash = $2 AND expires_at > $3', [
        hashLink(secret, link),
        emailHash,
        new Date(nowMs),
      ]);
      return found.rows.length === 1;
    },
    /** Whether the link is live at all (the link screen answers before the browser keeps it). */
    async linkIsLive(link: string, nowMs: number): Promise<boolean> {
      if (!linkPattern.test(link)) return false;
      const found = await db.query('SELECT 1 FROM email_otp_links WHERE link_hash = $1 AND expires_at > $2', [hashLink(secret, link), new Date(nowMs)]);
      return found.rows.length === 1;
    },
    async discardLinks(emailHash: string, tx: Db = db): Promise<void> {
      await tx.query('DELETE FROM email_otp_links WHERE email_hash = $1', [emailHash]);
    },
  };
}
