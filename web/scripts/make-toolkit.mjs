#!/usr/bin/env node
// Writes the career centers' marketing toolkit PDFs (web/public/toolkit/, linked from /career-centers/marketing-toolkit/):
// an A4 poster and three 16:9 slides, drawn with the PDF base font Helvetica so no font file is needed.
//   node web/scripts/make-toolkit.mjs
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const out = join(dirname(fileURLToPath(import.meta.url)), '..', 'public', 'toolkit');

const escape = (s) => s.replace(/[\\()]/g, (c) => `\\${c}`);

/** One page: a navy band, then lines of text ({ text, size, y, bold, colour }). */
function pageStream(width, height, lines) {
  const ops = ['0.106 0.122 0.294 rg', `0 ${height - height * 0.28} ${width} ${height * 0.28} re f`, '1 0.71 0.28 rg', `0 ${height - height * 0.28 - 8} ${width} 8 re f`];
  for (const line of lines) {
    const [r, g, b] = line.colour ?? [0.086, 0.102, 0.227];
    ops.push('BT', `${r} ${g} ${b} rg`, `/${line.bold ? 'F2' : 'F1'} ${line.size} Tf`, `${line.x ?? 48} ${line.y} Td`, `(${escape(line.text)}) Tj`, 'ET');
  }
  return ops.join('\n');
}

function pdf(width, height, pages) {
  const objects = [];
  const add = (body) => objects.push(body) && objects.length;
  const catalog = add('');
  const pagesId = add('');
  const regular = add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>');
  const bold = add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>');
  const kids = pages.map((lines) => {
    const stream = pageStream(width, height, lines);
    const content = add(`<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`);
    return add(`<< /Type /Page /Parent ${pagesId} 0 R /MediaBox [0 0 ${width} ${height}] /Resources << /Font << /F1 ${regular} 0 R /F2 ${bold} 0 R >> >> /Contents ${content} 0 R >>`);
  });
  objects[catalog - 1] = `<< /Type /Catalog /Pages ${pagesId} 0 R >>`;
  objects[pagesId - 1] = `<< /Type /Pages /Kids [${kids.map((k) => `${k} 0 R`).join(' ')}] /Count ${kids.length} >>`;
  let body = '%PDF-1.4\n';
  const offsets = objects.map((object, index) => {
    const offset = Buffer.byteLength(body, 'latin1');
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
    return offset;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root ${catalog} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

const white = [1, 1, 1];
const accent = [1, 0.71, 0.28];

// A4 portrait poster (595 × 842 pt).
writeFileSync(
  join(out, 'fast-track-poster.pdf'),
  pdf(595, 842, [
    [
      { text: 'FAST-TRACK', size: 20, y: 780, bold: true, colour: accent },
      { text: 'Your career starts with a challenge', size: 26, y: 730, bold: true, colour: white },
      { text: 'Virtual challenges, events and jobs from leading firms', size: 14, y: 700, colour: white },
      { text: 'Solve real cases from investment banks, consulting firms,', size: 15, y: 520 },
      { text: 'law firms and start-ups.', size: 15, y: 500 },
      { text: 'Join live events and ask the people who hire.', size: 15, y: 460 },
      { text: 'Apply to internships and graduate roles for your track.', size: 15, y: 420 },
      { text: 'Free for students. Register with your university e-mail.', size: 15, y: 340, bold: true },
      { text: 'Ask your career center for the link, or search for Fast-Track.', size: 12, y: 310 },
    ],
  ]),
);

// Three 16:9 slides (842 × 474 pt).
writeFileSync(
  join(out, 'fast-track-slides.pdf'),
  pdf(842, 474, [
    [
      { text: 'FAST-TRACK', size: 18, y: 420, bold: true, colour: accent },
      { text: 'Challenges, events and jobs for our students', size: 24, y: 380, bold: true, colour: white },
      { text: 'An introduction for students, by your career center', size: 16, y: 250 },
    ],
    [
      { text: 'WHAT STUDENTS GET', size: 18, y: 420, bold: true, colour: accent },
      { text: 'Real cases from leading firms', size: 24, y: 380, bold: true, colour: white },
      { text: '1. Virtual challenges ranked against your cohort', size: 16, y: 260 },
      { text: '2. Events: insight days, webinars, campus talks', size: 16, y: 225 },
      { text: '3. Internships and graduate jobs for your track', size: 16, y: 190 },
    ],
    [
      { text: 'HOW TO START', size: 18, y: 420, bold: true, colour: accent },
      { text: 'Three minutes to register', size: 24, y: 380, bold: true, colour: white },
      { text: '1. Choose your university and your career track', size: 16, y: 260 },
      { text: '2. Confirm your university e-mail with the code we send', size: 16, y: 225 },
      { text: '3. Take your first challenge or join an event', size: 16, y: 190 },
    ],
  ]),
);
console.log(`toolkit written to ${out}`);
