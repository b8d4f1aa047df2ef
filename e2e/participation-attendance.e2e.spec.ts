// Attend / leave / approval-pending / visitor redirects / the student's event page (spec §4 Attendance, §8).
import { approvalEvent, failedResource, gotoEvent, newStudent, openEvent, participantsCount, pickEvent, signIn } from './participation-support.ts';
import { expect, test } from './support/fixtures.ts';

test.describe('attendance', () => {
  test('attend: green Attending, toast, the count moves, and it survives a reload', async ({ page, request }) => {
    const event = await pickEvent(request, 0, openEvent, 'open events');
    await signIn(page, await newStudent(request, 'ada'));
    await gotoEvent(page, event);

    const button = page.getByTestId('attend-button');
    await expect(button).toHaveText('Attend');
    const before = await participantsCount(page);
    await button.click();
    await expect(page.getByText('Successfully added to participants')).toBeVisible();
    await expect(button).toHaveText('Attending');
    await expect(button).toHaveAttribute('data-state', 'attending');
    await expect(button).toHaveCSS('background-color', 'rgb(23, 122, 65)');
    await expect(page.getByTestId('participants-count')).toHaveAttribute('data-count', String(before + 1));

    await page.reload();
    await expect(page.getByTestId('attend-button')).toHaveText('Attending');
  });

  test('leave through the dialog: Cancel and Esc keep attending, Leave Event removes', async ({ page, request }) => {
    const event = await pickEvent(request, 1, openEvent, 'open events');
    await signIn(page, await newStudent(request, 'bert'));
    await gotoEvent(page, event);
    const button = page.getByTestId('attend-button');
    await button.click();
    await expect(button).toHaveText('Attending');
    const attendingCount = await participantsCount(page);

    await button.click();
    const dialog = page.getByRole('dialog', { name: 'Leave this Event' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('Are you sure you want to leave this Event? You will not able to access the conversation in this event.');
    await expect(dialog).toHaveCSS('max-width', '700px');
    // focus starts inside and stays inside
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('button', { name: 'Leave Event' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();

    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(button).toHaveText('Attending');

    await button.click();
    await expect(dialog).toBeVisible();
    // The dialog takes Esc once it has taken focus (one effect does both, after its first paint): a key pressed
    // before that, faster than a person could, would reach nothing.
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(button).toHaveText('Attending');

    await button.click();
    await dialog.getByRole('button', { name: 'Leave Event' }).click();
    await expect(page.getByText('Successfully removed to participants')).toBeVisible();
    await expect(button).toHaveText('Attend');
    await expect(page.getByTestId('participants-count')).toHaveAttribute('data-count', String(attendingCount - 1));
    await page.reload();
    await expect(page.getByTestId('attend-button')).toHaveText('Attend');
  });

  test('the button is disabled while the call runs', async ({ page, request }) => {
    const event = await pickEvent(request, 2, openEvent, 'open events');
    await signIn(page, await newStudent(request, 'cora'));
    await gotoEvent(page, event);
    let release: () => void = () => undefined;
    const held = new Promise<void>((r) => (release = r));
    let calls = 0;
    await page.route('**/api/event/apply', async (route) => {
      calls++;
      await held;
      await route.continue();
    });
    const button = page.getByTestId('attend-button');
    await button.click();
    await expect(button).toBeDisabled();
    await button.click({ force: true });
    release();
    await expect(button).toHaveText('Attending');
    await expect(button).toBeEnabled();
    expect(calls).toBe(1);
  });

  test.describe('a failed call', () => {
    test.use({ allowConsoleErrors: [failedResource(500)] });

    test('is logged and changes nothing on screen', async ({ page, request }) => {
      const event = await pickEvent(request, 3, openEvent, 'open events');
      await signIn(page, await newStudent(request, 'dora'));
      await gotoEvent(page, event);
      const warnings: string[] = [];
      page.on('console', (m) => {
        if (m.type() === 'warning') warnings.push(m.text());
      });
      const before = await participantsCount(page);
      await page.route('**/api/event/apply', (route) => route.fulfill({ status: 500, json: { type: 'about:blank', title: 'boom', status: 500 } }));
      await page.getByTestId('attend-button').click();
      await expect.poll(() => warnings.join('\n')).toContain('event/apply failed');
      await expect(page.getByTestId('attend-button')).toHaveText('Attend');
      await expect(page.getByTestId('attend-button')).toBeEnabled();
      await expect(page.getByTestId('participants-count')).toHaveAttribute('data-count', String(before));
      await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
    });
  });

  test('an approval event: the request shows as pending (not Attending), survives a reload, and can be withdrawn', async ({ page, request }) => {
    const event = await pickEvent(request, 0, approvalEvent, 'approval events');
    await signIn(page, await newStudent(request, 'emil'));
    await gotoEvent(page, event);
    const button = page.getByTestId('attend-button');
    const before = await participantsCount(page);
    await button.click();
    await expect(page.getByText('Request sent. The host will review it.')).toBeVisible();
    await expect(button).toHaveText('Request pending');
    await expect(button).toHaveAttribute('data-state', 'pending');
    await expect(button).not.toHaveCSS('background-color', 'rgb(26, 138, 74)');
    // a request is not a place: the count does not move
    await expect(page.getByTestId('participants-count')).toHaveAttribute('data-count', String(before));

    await page.reload();
    await expect(page.getByTestId('attend-button')).toHaveText('Request pending');
    await page.getByTestId('attend-button').click();
    await expect(page.getByText('Request withdrawn')).toBeVisible();
    await expect(page.getByTestId('attend-button')).toHaveText('Attend');
  });
});

test.describe('visitors', () => {
  test('Attend, Ask a question and an upvote lead to /login', async ({ page, request }) => {
    const event = await pickEvent(request, 0, (e) => e.questions.length > 0, 'events with questions');
    for (const action of ['attend', 'ask', 'upvote'] as const) {
      await gotoEvent(page, event);
      if (action === 'attend') await page.getByTestId('attend-button').click();
      if (action === 'ask') await page.getByTestId('ask-question').click();
      if (action === 'upvote') await page.getByTestId('upvote-button').first().click();
      await expect(page).toHaveURL(/\/login$/);
    }
  });
});

test.describe('/student/event/:link', () => {
  test('needs a session, then shows the detail with the student’s own attendance', async ({ page, request }) => {
    const event = await pickEvent(request, 4, openEvent, 'open events');
    const path = `/student/event/${encodeURIComponent(event.link)}`;
    await page.goto(path);
    await expect(page).toHaveURL(/\/login$/);

    await signIn(page, await newStudent(request, 'finn'));
    await gotoEvent(page, event);
    await page.getByTestId('attend-button').click();
    await expect(page.getByTestId('attend-button')).toHaveText('Attending');

    await gotoEvent(page, event, '/student/event');
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByTestId('student-event-page')).toBeVisible();
    await expect(page.getByTestId('attend-button')).toHaveText('Attending');
  });
});
