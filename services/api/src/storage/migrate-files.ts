import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { assertBlobKey, type BlobStore } from './blob-store.ts';
import { localBlobStore } from './local-blob-store.ts';

export interface FilesMigration {
  /** Keys written to the target. */
  copied: string[];
  /** Keys the target already held with the same bytes and type (a re-run, or a replica that already wrote there). */
  present: string[];
  /** Keys not moved, with why: the target holds other bytes under the key, a read or write failed. */
  failed: { key: string; reason: string }[];
  /** Files in the folder that are not blobs (temp files of an interrupted write, foreign files): left alone. */
  skipped: string[];
}

/**
 * Copies every blob of a local-folder store (DATA_DIR/files, the embedded default) into another store (the S3
 * bucket), key for key, bytes and content type unchanged (`npm run files:migrate`, docs/operations.md). Nothing is
 * deleted from the folder: once the replicas run on the bucket, the folder is a backup the operator removes.
 *
 * Safe to run again and while replicas already write to the bucket: keys name their bytes (uploads use the sha256),
 * so a key the target already has is compared, not overwritten; only a key with different bytes there is reported.
 */
export async function migrateFiles(folder: string, target: BlobStore, onProgress?: (key: string, outcome: 'copied' | 'present' | 'failed') => void): Promise<FilesMigration> {
  const listed = await listFolderKeys(folder);
  return { ...(await copyBlobs(listed.keys, localBlobStore(folder), target, onProgress)), skipped: listed.skipped };
}

/**
 * Copies the blobs under `keys` from one store to another (files:migrate, backup and restore): a key the target has
 * with the same bytes and type is left alone, one with other bytes is reported and never overwritten.
 */
export async function copyBlobs(
  keys: readonly string[],
  source: BlobStore,
  target: BlobStore,
  onProgress?: (key: string, outcome: 'copied' | 'present' | 'failed') => void,
): Promise<Omit<FilesMigration, 'skipped'>> {
  const result: Omit<FilesMigration, 'skipped'> = { copied: [], present: [], failed: [] };
  for (const key of keys) {
    try {
      const blob = await source.get(key);
      if (!blob) continue; // removed while we ran
      const there = await target.get(key);
      if (there) {
        if (there.bytes.equals(blob.bytes) && there.contentType === blob.contentType) {
          result.present.push(key);
          onProgress?.(key, 'present');
        } else {
          result.failed.push({ key, reason: 'the target holds other bytes under this key' });
          onProgress?.(key, 'failed');
        }
        continue;
      }
      await target.put(key, blob.bytes, blob.contentType);
      result.copied.push(key);
      onProgress?.(key, 'copied');
    } catch (error) {
      result.failed.push({ key, reason: error instanceof Error ? error.message : String(error) });
      onProgress?.(key, 'failed');
    }
  }
  return result;
}

/** Every blob key under a local store's folder (relative path with '/'), sorted; what is not a valid key is skipped. */
export async function listFolderKeys(folder: string): Promise<{ keys: string[]; skipped: string[] }> {
  let entries;
  try {
    entries = await readdir(folder, { recursive: true, withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { keys: [], skipped: [] };
    throw error;
  }
  const keys: string[] = [];
  const skipped: string[] = [];
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const key = path.relative(folder, path.join(entry.parentPath, entry.name)).split(path.sep).join('/');
    try {
      assertBlobKey(key);
      keys.push(key);
    } catch {
      skipped.push(key);
    }
  }
  return { keys: keys.sort(), skipped: skipped.sort() };
}
