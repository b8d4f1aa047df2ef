import path from 'node:path';
import { loadConfig } from '@fast-track/shared/config';
import { createLogger } from '@fast-track/shared/logger';
import { createBlobStore } from './create-blob-store.ts';
import { migrateFiles } from './migrate-files.ts';

// `npm run files:migrate [-- --from <folder>]`: the uploaded files of the embedded default (DATA_DIR/files, or the
// folder given) into the bucket the S3_* settings name (docs/operations.md "Files shared by every replica").
// Exit 1 when the settings name no bucket or any file could not be moved; run it again after fixing the cause.
const config = loadConfig();
const logger = createLogger('files-migrate', config.LOG_LEVEL);
const fromIndex = process.argv.indexOf('--from');
const folder = fromIndex >= 0 && process.argv[fromIndex + 1] ? path.resolve(process.argv[fromIndex + 1]!) : path.join(config.DATA_DIR, 'files');
const target = createBlobStore(config);
if (target.kind !== 's3' || !target.ensureBucket) {
  logger.error('files:migrate needs the bucket settings (S3_BUCKET, S3_ENDPOINT, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY)');
  process.exit(1);
}
await target.ensureBucket();
const result = await migrateFiles(folder, target.store);
for (const { key, reason } of result.failed) logger.error({ key, reason }, 'file not moved');
logger.info(
  { from: folder, to: target.where, copied: result.copied.length, present: result.present.length, failed: result.failed.length, skipped: result.skipped },
  result.failed.length === 0 ? 'files migrated' : 'files migrated with failures',
);
process.exitCode = result.failed.length === 0 ? 0 : 1;
