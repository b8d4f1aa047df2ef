import { createHash } from 'node:crypto';
import { NotFoundError } from '@fast-track/shared/errors';
import { Router } from 'express';
import type { Guard } from '../accounts/index.ts';
import type { BlobStore } from '../storage/index.ts';
import { checkPdf, readUpload, sendStoredFile, UnsupportedFileError, uploadLimits } from '../uploads/index.ts';

// The builder's downloadable data files (a case's spreadsheet, a PDF brief): PDF, CSV (UTF-8 text) or XLSX, up to
// 10 MB, recognised by their bytes, stored under `challenge-files/<sha256>` and served as attachments only.

const maxBytes = uploadLimits.challengeFileBytes;
const hashPattern = /^[0-9a-f]{64}$/;
const types = { pdf: 'application/pdf', csv: 'text/csv; charset=utf-8', xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' } as const;

function kindOf(bytes: Buffer, filename: string): keyof typeof types {
  if (bytes.subarray(0, 5).toString('latin1') === '%PDF-') {
    checkPdf(bytes);
    return 'pdf';
  }
  // An XLSX is a zip whose parts include the workbook; the name must agree (other zips are not data files here).
  if (bytes.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04])) && /\.xlsx$/i.test(filename) && bytes.includes('xl/')) return 'xlsx';
  if (/\.csv$/i.test(filename) && !bytes.includes(0)) {
    try {
      new TextDecoder('utf-8', { fatal: true }).decode(bytes);
      return 'csv';
    } catch {
      // not UTF-8: refused below
    }
  }
  throw new UnsupportedFileError('Data files are PDF, CSV (UTF-8) or XLSX.');
}

export function challengeFileRoutes(deps: { blobs: BlobStore }, guard: Guard): Router {
  const router = Router();

  router.post('/organisations/:organisationId/challenge-files', guard.requireMembership('company'), async (req, res) => {
    const { file } = await readUpload(req, { maxFileBytes: maxBytes, maxFields: 2 });
    const kind = kindOf(file.bytes, file.filename);
    const hash = createHash('sha256').update(file.bytes).digest('hex');
    await deps.blobs.put(`challenge-files/${hash}`, file.bytes, types[kind]);
    // eslint-disable-next-line no-control-regex -- control characters are exactly what a shown name must not hold
    const name = file.filename.replace(/[\u0000-\u001f\u007f/\\]/g, '').slice(0, 200) || `data.${kind}`;
    res.status(201).json({ msg: 'success', file: { url: `/api/challenge-files/${hash}`, name, size: file.bytes.length, contentType: types[kind] } });
  });

  // Public like the case material that links it; an attachment with a sandboxing CSP whatever it holds.
  router.get('/challenge-files/:hash', async (req, res) => {
    const hash = String(req.params['hash']);
    const blob = hashPattern.test(hash) ? await deps.blobs.get(`challenge-files/${hash}`) : undefined;
    if (!blob) throw new NotFoundError('No such file.');
    const extension = blob.contentType.startsWith('text/csv') ? 'csv' : blob.contentType === types.pdf ? 'pdf' : 'xlsx';
    sendStoredFile(res, blob, { cache: 'immutable', etag: hash, download: `data-${hash.slice(0, 8)}.${extension}` });
  });

  return router;
}
