export { assertBlobKey, InvalidBlobKeyError, type BlobStore } from './blob-store.ts';
export { localBlobStore } from './local-blob-store.ts';
export { s3BlobStore, type S3BlobStoreOptions } from './s3-blob-store.ts';
export { createBlobStore } from './create-blob-store.ts';
export { copyBlobs, listFolderKeys, migrateFiles, type FilesMigration } from './migrate-files.ts';
