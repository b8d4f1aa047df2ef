import { assertBlobKey, assertContentType, type BlobStore } from './blob-store.ts';
import { signRequest, type SigV4Credentials } from './sigv4.ts';

export interface S3BlobStoreOptions extends SigV4Credentials {
  /** http(s)://host[:port] of an S3-compatible service (AWS, MinIO, R2, …); path-style addressing is used. */
  endpoint: string;
  bucket: string;
  /** Per-request limit; a hung store must not hold an upload forever. */
  timeoutMs?: number;
  now?: () => Date;
}

/**
 * A bucket of an S3-compatible service. Path-style URLs (`<endpoint>/<bucket>/<key>`) work on every such service
 * (MinIO and most self-hosted ones need them); the object's Content-Type is stored by S3 itself, so a GET gives it
 * back as it was put. Errors other than a missing object are thrown with the service's status, never swallowed.
 */
export function s3BlobStore(options: S3BlobStoreOptions): BlobStore & { ensureBucket(): Promise<'exists' | 'created'>; keys(): Promise<string[]> } {
  const base = new URL(options.endpoint);
  if (base.protocol !== 'http:' && base.protocol !== 'https:') throw new Error('S3 endpoint must be http(s)');
  const timeoutMs = options.timeoutMs ?? 10_000;
  const now = options.now ?? (() => new Date());

  const objectUrl = (key: string): URL => {
    assertBlobKey(key);
    const prefix = base.pathname.replace(/\/+$/, '');
    return new URL(`${prefix}/${encodeURIComponent(options.bucket)}/${key}`, base);
  };

  const bucketUrl = (): URL => new URL(`${base.pathname.replace(/\/+$/, '')}/${encodeURIComponent(options.bucket)}`, base);

  const send = async (method: string, key: string | URL, body?: Buffer, contentType?: string): Promise<Response> => {
    const url = typeof key === 'string' ? objectUrl(key) : key;
    const headers = signRequest(
      { method, url, headers: contentType ? { 'content-type': contentType } : {}, body },
      options,
      now(),
    );
    return fetch(url, {
      method,
      headers,
      // A copy on its own ArrayBuffer: fetch takes no view of a Buffer pool (which may be shared memory).
      ...(body ? { body: new Uint8Array(body) } : {}),
      signal: AbortSignal.timeout(timeoutMs),
    });
  };

  const fail = async (what: string, key: string, response: Response): Promise<never> => {
    const text = (await response.text().catch(() => '')).slice(0, 300);
    const code = /<Code>([^<]+)<\/Code>/.exec(text)?.[1] ?? '';
    throw new Error(`S3 ${what} ${key} answered ${response.status} ${code}`.trim());
  };

  return {
    /**
     * Creates the bucket when it does not exist yet (the deployment's one-shot prepare step, services/api/src/deploy):
     * HEAD answers 200 for a bucket we may use; a 404 is created with PUT (409 BucketAlreadyOwnedByYou: a concurrent
     * creator won, as good). Anything else (403: keys without rights on it) is thrown.
     */
    async ensureBucket() {
      const head = await send('HEAD', bucketUrl());
      await head.arrayBuffer();
      if (head.ok) return 'exists';
      if (head.status !== 404) throw new Error(`S3 HEAD bucket ${options.bucket} answered ${head.status}`);
      // Outside us-east-1, S3 wants the region named in the body; MinIO and the others accept it too.
      const body =
        options.region === 'us-east-1'
          ? undefined
          : Buffer.from(`<CreateBucketConfiguration xmlns="http://s3.amazonaws.com/doc/2006-03-01/"><LocationConstraint>${options.region}</LocationConstraint></CreateBucketConfiguration>`);
      const created = await send('PUT', bucketUrl(), body, body ? 'application/xml' : undefined);
      if (created.ok) {
        await created.arrayBuffer();
        return 'created';
      }
      const text = (await created.text().catch(() => '')).slice(0, 300);
      if (created.status === 409 && text.includes('BucketAlreadyOwnedByYou')) return 'exists';
      throw new Error(`S3 PUT bucket ${options.bucket} answered ${created.status} ${/<Code>([^<]+)<\/Code>/.exec(text)?.[1] ?? ''}`.trim());
    },
    /** Every key of the bucket (ListObjectsV2, page after page), for backups. */
    async keys() {
      const keys: string[] = [];
      let token: string | undefined;
      do {
        const url = bucketUrl();
        url.searchParams.set('list-type', '2');
        if (token) url.searchParams.set('continuation-token', token);
        const response = await send('GET', url);
        const text = await response.text();
        if (!response.ok) throw new Error(`S3 LIST ${options.bucket} answered ${response.status} ${/<Code>([^<]+)<\/Code>/.exec(text)?.[1] ?? ''}`.trim());
        const unescape = (v: string) => v.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&apos;/g, "'").replace(/&amp;/g, '&');
        for (const m of text.matchAll(/<Key>([^<]*)<\/Key>/g)) keys.push(unescape(m[1]!));
        token = /<IsTruncated>true<\/IsTruncated>/.test(text) ? unescape(/<NextContinuationToken>([^<]*)<\/NextContinuationToken>/.exec(text)?.[1] ?? '') || undefined : undefined;
      } while (token);
      return keys.sort();
    },
    async put(key, bytes, contentType) {
      assertContentType(contentType);
      const response = await send('PUT', key, bytes, contentType);
      if (!response.ok) await fail('PUT', key, response);
      await response.arrayBuffer();
    },
    async get(key) {
      const response = await send('GET', key);
      if (response.status === 404) {
        await response.arrayBuffer();
        return undefined;
      }
      if (!response.ok) return fail('GET', key, response);
      const bytes = Buffer.from(await response.arrayBuffer());
      return { bytes, contentType: response.headers.get('content-type') ?? 'application/octet-stream' };
    },
    async delete(key) {
      const response = await send('DELETE', key);
      // S3 answers 204 whether or not the object existed; some compatible services answer 404 for a missing one.
      if (!response.ok && response.status !== 404) await fail('DELETE', key, response);
      await response.arrayBuffer();
    },
  };
}
