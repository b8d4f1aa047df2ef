import path from 'node:path';
import type { Config } from '@fast-track/shared/config';
import type { BlobStore } from './blob-store.ts';
import { localBlobStore } from './local-blob-store.ts';
import { listFolderKeys } from './migrate-files.ts';
import { s3BlobStore } from './s3-blob-store.ts';

/** The adapter the configuration asks for: the S3 bucket when S3_BUCKET is set, else DATA_DIR/files. */
export function createBlobStore(
  config: Pick<Config, 'DATA_DIR' | 'S3_ENDPOINT' | 'S3_BUCKET' | 'S3_ACCESS_KEY_ID' | 'S3_SECRET_ACCESS_KEY' | 'S3_REGION'>,
): { store: BlobStore; kind: 's3' | 'local'; where: string; ensureBucket?: () => Promise<'exists' | 'created'>; keys: () => Promise<string[]> } {
  if (config.S3_BUCKET && config.S3_ENDPOINT && config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY) {
    const store = s3BlobStore({
      endpoint: config.S3_ENDPOINT,
      bucket: config.S3_BUCKET,
      accessKeyId: config.S3_ACCESS_KEY_ID,
      secretAccessKey: config.S3_SECRET_ACCESS_KEY,
      region: config.S3_REGION,
    });
    return { kind: 's3', where: `${new URL(config.S3_ENDPOINT).host}/${config.S3_BUCKET}`, store, ensureBucket: () => store.ensureBucket(), keys: () => store.keys() };
  }
  const folder = path.join(config.DATA_DIR, 'files');
  return { kind: 'local', where: folder, store: localBlobStore(folder), keys: async () => (await listFolderKeys(folder)).keys };
}
