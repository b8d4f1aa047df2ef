// k6/crypto for Node: the hmac the admin journey's TOTP needs.
import { createHmac } from 'node:crypto';

const bytes = (value: string | ArrayBuffer): Buffer => (typeof value === 'string' ? Buffer.from(value) : Buffer.from(new Uint8Array(value)));

function hmac(algorithm: string, secret: string | ArrayBuffer, input: string | ArrayBuffer, encoding: string): string | ArrayBuffer {
  const digest = createHmac(algorithm, bytes(secret)).update(bytes(input)).digest();
  if (encoding === 'binary') return digest.buffer.slice(digest.byteOffset, digest.byteOffset + digest.byteLength);
  return digest.toString(encoding === 'base64' ? 'base64' : 'hex');
}

export default { hmac };
