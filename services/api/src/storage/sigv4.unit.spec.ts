import { describe, expect, it } from 'vitest';
import { sha256Hex, signRequest } from './sigv4.ts';

// The examples of AWS's "Signature Calculations for the Authorization Header: Transferring Payload in a Single
// Chunk" page (S3 API reference): same credentials, date and requests, so the signatures must match to the digit.
const credentials = {
  accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
  secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
  region: 'us-east-1',
};
const when = new Date('2013-05-24T00:00:00Z');

describe('SigV4 signing', () => {
  it('signs the GET object example (Range header, empty payload)', () => {
    const headers = signRequest(
      { method: 'GET', url: new URL('https://examplebucket.s3.amazonaws.com/test.txt'), headers: { Range: 'bytes=0-9' }, body: undefined },
      credentials,
      when,
    );
    expect(headers['x-amz-content-sha256']).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
    expect(headers['x-amz-date']).toBe('20130524T000000Z');
    expect(headers['authorization']).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, ' +
        'SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, ' +
        'Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
  });

  it('signs the PUT object example (a path needing encoding, a payload, extra headers)', () => {
    const body = Buffer.from('Welcome to Amazon S3.');
    const headers = signRequest(
      {
        method: 'PUT',
        url: new URL('https://examplebucket.s3.amazonaws.com/test$file.text'),
        headers: { Date: 'Fri, 24 May 2013 00:00:00 GMT', 'x-amz-storage-class': 'REDUCED_REDUNDANCY' },
        body,
      },
      credentials,
      when,
    );
    expect(headers['x-amz-content-sha256']).toBe(sha256Hex(body));
    expect(headers['authorization']).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, ' +
        'SignedHeaders=date;host;x-amz-content-sha256;x-amz-date;x-amz-storage-class, ' +
        'Signature=98ad721746da40c64f1a55b78f14c238d841ea1380cd77a1b5971af0ece108bd',
    );
  });

  it('changes the signature with the secret', () => {
    const request = { method: 'GET', url: new URL('https://examplebucket.s3.amazonaws.com/test.txt'), headers: {}, body: undefined };
    const a = signRequest(request, credentials, when)['authorization'];
    const b = signRequest(request, { ...credentials, secretAccessKey: 'other' }, when)['authorization'];
    expect(a).not.toBe(b);
  });
});
