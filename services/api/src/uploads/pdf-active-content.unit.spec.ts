import { describe, expect, it } from 'vitest';
import { findActivePdfContent, maxInflatedBytes } from './pdf-active-content.ts';
import {
  benignObjectStreamPdf,
  benignPdf,
  bombObjectStreamPdf,
  escapedJavascriptPdf,
  javascriptPdf,
  launchPdf,
  objectStreamJavascriptPdf,
  pdfOf,
  smuggledObjectPdf,
} from './testing/pdf-fixtures.ts';
import { checkPdf } from './upload.service.ts';
import { PdfActiveContentError } from './upload.errors.ts';

describe('PDF active content (finding 22.7)', () => {
  it('passes a plain PDF, even one whose text and metadata say "/JS" or "/Launch" in strings', () => {
    expect(findActivePdfContent(benignPdf())).toBeUndefined();
    expect(() => checkPdf(benignPdf())).not.toThrow();
  });

  it('passes a benign compressed object stream', () => {
    expect(findActivePdfContent(benignObjectStreamPdf())).toBeUndefined();
  });

  it('finds /JavaScript in plain sight', () => {
    expect(findActivePdfContent(javascriptPdf())).toEqual({ kind: 'active', name: 'JavaScript' });
  });

  it('finds #-escaped names (/J#61vaScript, /J#53)', () => {
    expect(findActivePdfContent(escapedJavascriptPdf())).toEqual({ kind: 'active', name: 'JavaScript' });
  });

  it('finds a script inside a FlateDecode object stream', () => {
    const pdf = objectStreamJavascriptPdf();
    expect(pdf.includes('JavaScript')).toBe(false);
    expect(findActivePdfContent(pdf)).toEqual({ kind: 'active', name: 'JavaScript' });
  });

  it('finds a /Launch action', () => {
    expect(findActivePdfContent(launchPdf())).toEqual({ kind: 'active', name: 'Launch' });
  });

  it('finds an object smuggled into another object\'s stream data', () => {
    expect(findActivePdfContent(smuggledObjectPdf())).toEqual({ kind: 'active', name: 'JavaScript' });
  });

  it.each([
    ['additional actions', '/AA << /O 5 0 R >> ', 'AA'],
    ['embedded files', '/Names << /EmbeddedFiles 5 0 R >> ', 'EmbeddedFiles'],
    ['an XFA form', '/AcroForm << /Fields [] /XFA 5 0 R >> ', 'XFA'],
  ])('finds %s', (_what, catalogExtra, name) => {
    const pdf = pdfOf([`<< /Type /Catalog /Pages 2 0 R ${catalogExtra}>>`, '<< /Type /Pages /Kids [] /Count 0 >>', '<< /Subtype /RichMedia >>']);
    expect(findActivePdfContent(pdf)).toEqual({ kind: 'active', name });
  });

  it('refuses an object stream it cannot read (another filter, a damaged stream) rather than pass it unchecked', () => {
    const hex = Buffer.from('6 0 << /S /JavaScript >>', 'latin1').toString('hex');
    const asciiHex = pdfOf([`<< /Type /ObjStm /N 1 /First 4 /Filter /ASCIIHexDecode /Length ${hex.length + 1} >>\nstream\n${hex}>\nendstream`]);
    expect(findActivePdfContent(asciiHex)).toMatchObject({ kind: 'uncheckable' });
    const garbage = Buffer.from('not zlib at all, maybe encrypted', 'latin1');
    const broken = pdfOf([Buffer.concat([Buffer.from(`<< /Type /ObjStm /N 1 /First 4 /Filter /FlateDecode /Length ${garbage.length} >>\nstream\n`), garbage, Buffer.from('\nendstream')])]);
    expect(findActivePdfContent(broken)).toEqual({ kind: 'uncheckable', reason: 'an unreadable (encrypted or damaged) object stream' });
  });

  it('stops a zip bomb at the inflate budget, quickly', () => {
    const bomb = bombObjectStreamPdf(maxInflatedBytes + 1024 * 1024);
    expect(bomb.length).toBeLessThan(200_000);
    const started = performance.now();
    expect(findActivePdfContent(bomb)).toEqual({ kind: 'uncheckable', reason: 'object streams too large to check' });
    expect(performance.now() - started).toBeLessThan(5000);
  });

  it('stops on a pile of nested headers without walking the file once per header', () => {
    const pile = pdfOf([`<< >>\nstream\n${'1 0 obj << >> stream '.repeat(50_000)}`]);
    const started = performance.now();
    expect(findActivePdfContent(pile)).toEqual({ kind: 'uncheckable', reason: 'too complex to check' });
    expect(performance.now() - started).toBeLessThan(5000);
  });

  it('passes a large PDF with long runs of white space (a 9 MB CV overflowed the header pattern: a 500)', () => {
    const padded = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(9 * 1024 * 1024, 0x20), Buffer.from('\n%%EOF\n')]);
    expect(findActivePdfContent(padded)).toBeUndefined();
    const spacedHeader = pdfOf([`<< /Title (CV) >>`]).toString('latin1').replace('1 0 obj', `1${' '.repeat(2_000_000)}0 obj`);
    expect(findActivePdfContent(Buffer.from(spacedHeader, 'latin1'))).toBeUndefined();
  });

  it('refuses, as unchecked, a file built to exhaust the scanner (a million comments inside an object header)', () => {
    const commented = Buffer.from(`%PDF-1.4\n1${' %x\n'.repeat(1_000_000)}0 obj\n<< >>\nendobj\n%%EOF\n`, 'latin1');
    expect(findActivePdfContent(commented)).toEqual({ kind: 'uncheckable', reason: 'too complex to check' });
  });

  it('checkPdf refuses active content with a 415 PDF_ACTIVE_CONTENT that names what it found', () => {
    for (const pdf of [javascriptPdf(), escapedJavascriptPdf(), objectStreamJavascriptPdf(), launchPdf()]) {
      expect(() => checkPdf(pdf)).toThrow(PdfActiveContentError);
    }
    expect(() => checkPdf(launchPdf())).toThrow(expect.objectContaining({ status: 415, code: 'PDF_ACTIVE_CONTENT', message: expect.stringContaining('/Launch') as unknown }));
  });
});
