// The student's reminder setting (issue 23 part 6) on the settings page: on by default, turned off and on with the
// keyboard, kept by the server. With CHALLENGE_SHOTS=<folder> the section is saved in en and de at 390 and 1280 px;
// overflow is checked always.
import { student } from './review-support.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';
import { resizeTo, storeBeforeLoad } from './support/layout.ts';

test('a student turns the day-before event reminder off and on again, and the saved-job deadline reminder off, on the settings page', async ({ page, request }) => {
  const token = await student(request, 'remi');
  const settings = async () => (await (await request.get('/api/student/reminder-settings', { headers: { Authorization: `Bearer ${token}` } })).json()) as { eventReminders: boolean; deadlineReminders: boolean };
  const setting = async () => (await settings()).eventReminders;
  await storeBeforeLoad(page, 'token', token);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/student/settings?lng=en');
  const box = page.getByTestId('reminder-settings-events');
  await expect(box).toBeChecked();
  await box.focus();
  await page.keyboard.press('Space');
  await expect(page.getByText('Reminder settings saved.')).toBeVisible();
  await expect(box).not.toBeChecked();
  expect(await setting()).toBe(false);
  await page.reload();
  await expect(page.getByTestId('reminder-settings-events')).not.toBeChecked();
  // The second setting is saved on its own: the first stays as it is.
  const deadlines = page.getByTestId('reminder-settings-deadlines');
  await expect(deadlines).toBeChecked();
  await deadlines.focus();
  await page.keyboard.press('Space');
  await expect(deadlines).not.toBeChecked();
  await expect.poll(settings).toEqual({ eventReminders: false, deadlineReminders: false });
  await page.getByTestId('reminder-settings').scrollIntoViewIfNeeded();
  await expectNoAxeViolations(page, '/student/settings (reminders)');

  for (const lng of ['de', 'en']) {
    // One load per language, resized to each width (the widths' CSS; a load per width doubled the loads).
    await page.setViewportSize({ width: 390, height: 900 });
    await page.goto(`/student/settings?lng=${lng}`);
    await expect(page.getByTestId('reminder-settings-events')).toBeVisible();
    for (const width of [390, 1280]) {
      await resizeTo(page, width, 900);
      const section = page.getByTestId('reminder-settings');
      const folder = process.env['CHALLENGE_SHOTS'];
      if (folder) await section.screenshot({ path: `${folder}/reminder-settings-${lng}-${width}.png` });
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, `settings ${lng} ${width}px overflows`).toBeLessThanOrEqual(0);
    }
  }

  await page.getByTestId('reminder-settings-events').check();
  await expect.poll(setting).toBe(true);
});
