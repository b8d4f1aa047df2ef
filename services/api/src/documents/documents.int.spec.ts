import type { TestDb } from '@fast-track/shared/testing/test-db';
import { beforeAll, describe, expect, it } from 'vitest';
import { pdfBytes } from '../jobs/testing/job-fixtures.ts';
import { hostKindsWorld, type HostKindsWorld } from '../host-areas/testing/host-kinds-world.ts';
import { bearer, type StudentApi } from '../testing/student-api.ts';
import { setUpStudentApi } from '../testing/student-api-suite.ts';

// Issue 13 on real Postgres: a career center's and a student organisation's documents — uploaded through the storage
// port, checked by content (the name and the claimed type decide nothing), listed, downloaded as attachments and
// deleted; only the organisation's members, and deleting only by the uploader or an owner or admin.

let testDb: TestDb;
let api: StudentApi;
let w: HostKindsWorld;
setUpStudentApi((started) => ({ testDb, api } = started));
beforeAll(async () => {
  w = await hostKindsWorld(testDb.db, api);
});

/** The parts of an Office package the check looks for, in a complete ZIP envelope. */
const office = (part: string) =>
  Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.from(`\0[Content_Types].xml\0${part}\0`, 'latin1'), Buffer.from([0x50, 0x4b, 0x05, 0x06]), Buffer.alloc(18)]);
const png = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
const count = async () => Number((await testDb.db.query<{ n: string }>('SELECT count(*) AS n FROM events')).rows[0]!.n);
const docs = (org: string) => `${api.url}/api/organisations/${org}/documents`;

async function upload(org: string, token: string | undefined, bytes: Buffer, name: string, type = 'application/octet-stream') {
  const form = new FormData();
  form.set('file', new Blob([new Uint8Array(bytes)], { type }), name);
  const res = await fetch(docs(org), { method: 'POST', body: form, headers: token ? bearer(token) : {} });
  return { status: res.status, body: (await res.json().catch(() => ({}))) as Record<string, unknown> };
}
const list = async (org: string, token: string) => {
  const res = await fetch(docs(org), { headers: bearer(token) });
  return { status: res.status, body: (await res.json()) as { documents: { documentId: string; name: string; contentType: string; size: number }[] } };
};

describe('documents', () => {
  it('a career center uploads PDF, DOCX, PPTX and an image, recognised by content, and lists them', async () => {
    const uploaded = [
      await upload(w.oxfordCenter, w.oxfordStaff.token, pdfBytes('brochure'), 'Careers fair brochure.pdf', 'application/pdf'),
      await upload(w.oxfordCenter, w.oxfordStaff.token, office('word/document.xml'), 'Employer guide.docx'),
      await upload(w.oxfordCenter, w.oxfordStaff.token, office('ppt/presentation.xml'), 'Induction deck.pptx'),
      await upload(w.oxfordCenter, w.oxfordStaff.token, png, '../../etc/poster.png', 'text/html'),
    ];
    expect(uploaded.map((u) => u.status)).toEqual([201, 201, 201, 201]);
    const { body } = await list(w.oxfordCenter, w.oxfordStaff.token);
    // The test's clock stands still, so the order among these four is not by time: compare them as a set.
    expect(body.documents.map((d) => d.contentType).sort()).toEqual([
      'image/png',
      'application/vnd.openxmlformats-officedocument.presentationml.presentation',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      'application/pdf',
    ].sort());
    expect(body.documents.map((d) => d.name)).toEqual(expect.arrayContaining(['poster.png', 'Careers fair brochure.pdf']));
  });

  it('downloads a document as an attachment that no browser runs', async () => {
    const created = await upload(w.oxfordCenter, w.oxfordStaff.token, pdfBytes('handbook'), 'Handbook.pdf');
    const { documentId } = created.body['document'] as { documentId: string };
    const res = await fetch(`${docs(w.oxfordCenter)}/${documentId}/download`, { headers: bearer(w.oxfordStaff.token) });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toContain('attachment; filename="Handbook.pdf"');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(Buffer.from(await res.arrayBuffer()).equals(pdfBytes('handbook'))).toBe(true);
  });

  it('refuses what is not a document by its bytes (415), an empty or missing file (400), JSON (415); nothing written', async () => {
    const before = await count();
    expect((await upload(w.oxfordCenter, w.oxfordStaff.token, Buffer.from('<html><script>x</script></html>'), 'fake.pdf', 'application/pdf')).status).toBe(415);
    expect((await upload(w.oxfordCenter, w.oxfordStaff.token, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'logo.svg', 'image/svg+xml')).status).toBe(415);
    expect((await upload(w.oxfordCenter, w.oxfordStaff.token, office('xl/workbook.xml'), 'sheet.xlsx')).status).toBe(415);
    expect((await upload(w.oxfordCenter, w.oxfordStaff.token, pdfBytes().subarray(0, 20), 'cut.pdf')).status).toBe(415);
    expect((await upload(w.oxfordCenter, w.oxfordStaff.token, Buffer.alloc(0), 'empty.pdf')).status).toBe(400);
    expect((await upload(w.oxfordCenter, w.oxfordStaff.token, pdfBytes(), 'nul\u0000.pdf')).status).toBe(400);
    const json = await fetch(docs(w.oxfordCenter), { method: 'POST', body: JSON.stringify({ file: 'x' }), headers: { ...bearer(w.oxfordStaff.token), 'content-type': 'application/json' } });
    expect(json.status).toBe(415);
    expect(await count()).toBe(before);
  });

  it('refuses a file over 20 MB (413) before storing anything', async () => {
    const before = await count();
    const big = Buffer.concat([pdfBytes(), Buffer.alloc(20 * 1024 * 1024)]);
    expect((await upload(w.oxfordCenter, w.oxfordStaff.token, big, 'huge.pdf')).status).toBe(413);
    expect(await count()).toBe(before);
  });

  it('is for members only: another university\'s career center, another society and students get 403; signed out 401', async () => {
    const before = await count();
    expect((await upload(w.oxfordCenter, w.uclStaff.token, pdfBytes(), 'x.pdf')).status).toBe(403);
    expect((await list(w.oxfordCenter, w.uclStaff.token)).status).toBe(403);
    expect((await upload(w.society, w.otherSocietyOwner.token, pdfBytes(), 'x.pdf')).status).toBe(403);
    expect((await upload(w.oxfordCenter, w.oxfordStudent.token, pdfBytes(), 'x.pdf')).status).toBe(403);
    expect((await upload(w.oxfordCenter, undefined, pdfBytes(), 'x.pdf')).status).toBe(401);
    expect(await count()).toBe(before);
    const mine = (await list(w.oxfordCenter, w.oxfordStaff.token)).body.documents[0]!;
    const elsewhere = await fetch(`${docs(w.uclCenter)}/${mine.documentId}/download`, { headers: bearer(w.uclStaff.token) });
    expect(elsewhere.status).toBe(404);
    expect((await fetch(`${docs(w.oxfordCenter)}/${mine.documentId}/download`, { headers: bearer(w.uclStaff.token) })).status).toBe(403);
  });

  it('a society member deletes their own upload; a plain member may not delete another\'s, the owner may', async () => {
    const own = await upload(w.society, w.societyMember.token, pdfBytes('minutes'), 'Minutes.pdf');
    const owners = await upload(w.society, w.societyOwner.token, pdfBytes('budget'), 'Budget.pdf');
    const ownId = (own.body['document'] as { documentId: string }).documentId;
    const ownersId = (owners.body['document'] as { documentId: string }).documentId;
    const del = (id: string, token: string) => fetch(`${docs(w.society)}/${id}/delete`, { method: 'POST', headers: bearer(token) });
    const before = await count();
    expect((await del(ownersId, w.societyMember.token)).status).toBe(403);
    expect((await del(ownersId, w.otherSocietyOwner.token)).status).toBe(403);
    expect(await count()).toBe(before);
    expect((await del(ownId, w.societyMember.token)).status).toBe(200);
    expect((await del(ownId, w.societyMember.token)).status).toBe(404);
    expect((await del(ownersId, w.societyOwner.token)).status).toBe(200);
    expect((await list(w.society, w.societyOwner.token)).body.documents).toEqual([]);
    expect((await fetch(`${docs(w.society)}/${ownId}/download`, { headers: bearer(w.societyOwner.token) })).status).toBe(404);
    expect((await del('not-a-uuid', w.societyOwner.token)).status).toBe(404);
  });
});
