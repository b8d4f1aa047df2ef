#!/usr/bin/env node
// Captures the Employer Hub screens shown on /employer (web/public/images/employer-hub/*.webp) from a running server
// with the dev mailbox open to this machine: registers a fresh employer and company, signs in, shoots three screens.
//   SHOTS_BASE=http://127.0.0.1:8080 node web/scripts/capture-hub-screens.mjs
import { chromium } from '@playwright/test';
import sharp from 'sharp';
const base = process.env.SHOTS_BASE ?? 'http://127.0.0.1:8080';
const email = `hana.${Date.now().toString(36)}@kestrel-advisory.com`;
const password = 'correct horse battery staple';
const post = async (path, body, token) => {
  const res = await fetch(base + path, { method: 'POST', headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) }, body: JSON.stringify(body) });
  return res.json();
};
console.log(await post('/api/employer/otp/new', { EmailAddress: email, lng: 'en' }));
let code;
for (let i = 0; i < 20 && !code; i++) {
  await new Promise((r) => setTimeout(r, 500));
  const box = await (await fetch(`${base}/api/dev/mailbox?to=${encodeURIComponent(email)}`)).json();
  const list = box.messages ?? box.mails ?? box;
  const subject = JSON.stringify(list);
  code = /\b(\d{4})\b/.exec(subject)?.[1];
}
const reg = await post('/api/employer/register', { firstName: 'Hana', LastName: 'Novak', EmailAddress: email, password, otp: code });
console.log(reg.msg);
const company = await post('/api/companies', { name: 'Kestrel Advisory', website: 'https://kestrel-advisory.com', industry: 'Consulting', size: '51-200', country: 'Germany' }, reg.token);
console.log(Object.keys(company));
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
await page.goto(base + '/employer/login');
await page.getByLabel('Email', { exact: true }).fill(email);
await page.getByLabel('Password', { exact: true }).fill(password);
await page.getByTestId('login-submit').click();
await page.waitForURL(/\/dashboard$/);
for (const [name, path] of [['dashboard', '/dashboard'], ['job-editor', '/create/job'], ['event-editor', '/create/event']]) {
  await page.goto(base + path);
  await page.waitForTimeout(2500);
  const png = await page.screenshot();
  await sharp(png).resize({ width: 960 }).webp({ quality: 72 }).toFile(`web/public/images/employer-hub/${name}.webp`);
  console.log(name, 'done');
}
await browser.close();
