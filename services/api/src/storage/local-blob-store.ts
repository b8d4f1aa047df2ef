import { randomBytes } from 'node:crypto';
import { mkdir, open, readFile, rename, rm, unlink } from 'node:fs/promises';
import path from 'node:path';
import { assertBlobKey, assertContentType, type BlobStore } from './blob-store.ts';

/**
 * Files in one folder (DATA_DIR/files in the embedded default). Each blob is ONE file: a header line
 * `ft-blob/1 <content type>\n` followed by the bytes, so bytes and type are replaced together by one rename:
 * a reader sees the old file or the new one, never half of either, and a crash mid-write leaves only a temp file
 * (named `.tmp-*`, which is never a valid key, so it is never served).
 *
 * One process per folder is not required (rename is atomic on one file system), but replicas on different machines
 * need a shared folder or the S3 adapter.
 */
const magic = 'ft-blob/1 ';

export function localBlobStore(root: string): BlobStore {
  const fileOf = (key: string): string => {
    assertBlobKey(key);
    return path.join(root, ...key.split('/'));
  };
  return {
    async put(key, bytes, contentType) {
      assertContentType(contentType);
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      const temp = path.join(path.dirname(file), `.tmp-${randomBytes(8).toString('hex')}`);
      const handle = await open(temp, 'wx', 0o640);
      try {
        await handle.writeFile(Buffer.concat([Buffer.from(`${magic}${contentType}\n`, 'utf8'), bytes]));
        // The rename must not become visible before the bytes are on disk, or a crash could leave an empty blob.
        await handle.sync();
      } catch (error) {
        await handle.close();
        await rm(temp, { force: true });
        throw error;
      }
      await handle.close();
      try {
        await rename(temp, file);
      } catch (error) {
        await rm(temp, { force: true });
        throw error;
      }
    },
    async get(key) {
      let content: Buffer;
      try {
        content = await readFile(fileOf(key));
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
      const newline = content.indexOf(0x0a);
      const header = newline > 0 ? content.subarray(0, newline).toString('utf8') : '';
      if (!header.startsWith(magic)) throw new Error(`blob ${key} has no header: not written by this store`);
      return { contentType: header.slice(magic.length), bytes: content.subarray(newline + 1) };
    },
    async delete(key) {
      try {
        await unlink(fileOf(key));
      } catch (error) {
        if (!isMissing(error)) throw error;
      }
    },
  };
}

function isMissing(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  // A folder is where a longer key's blobs live (`a/b` when `a/b/c` exists), not a blob itself.
  return code === 'ENOENT' || code === 'ENOTDIR' || code === 'EISDIR';
}
