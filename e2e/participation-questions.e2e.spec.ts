// Asking and upvoting (spec §4 Upvote / Question, §8; docs/events.md § Questions).
import { PASSWORD } from './identity-support.ts';
import { failedResource, gotoEvent, newStudent, openEvent, pickEvent, postQuestionApi, signIn, uniqueText } from './participation-support.ts';
import { expect, test } from './support/fixtures.ts';

test.describe('questions', () => {
  test('asking: empty and too short are refused with a message, a valid one is appended with a toast', async ({ page, request }) => {
    const event = await pickEvent(request, 5, openEvent, 'open events');
    await signIn(page, await newStudent(request, 'gina'));
    await gotoEvent(page, event);
    const input = page.getByTestId('ask-input');
    // This student's own questions: others' arrive live from the specs running beside this one on the same event.
    const mine = page.locator('[data-testid="question-item"][data-mine]');

    await page.getByTestId('ask-submit').click();
    await expect(page.getByTestId('ask-error')).toHaveText('Please write your question first.');
    await input.fill('  ab  ');
    await expect(page.getByTestId('ask-counter')).toHaveText('2/500');
    await page.getByTestId('ask-submit').click();
    await expect(page.getByTestId('ask-error')).toHaveText('A question needs at least 3 characters.');
    await input.fill('x'.repeat(501));
    await expect(page.getByTestId('ask-error')).toHaveText('A question can have at most 500 characters.');
    await expect(mine).toHaveCount(0);

    const text = uniqueText('Which teams take interns');
    await input.fill(`   ${text}   `);
    await expect(page.getByTestId('ask-error')).toBeHidden();
    await page.getByTestId('ask-submit').click();
    await expect(page.getByText('Question Submitted Successfully')).toBeVisible();
    await expect(page.getByTestId('question-item').filter({ hasText: text })).toHaveCount(1);
    await expect(mine).toHaveCount(1);
    await expect(input).toHaveValue('');

    await page.reload();
    await expect(page.getByTestId('question-item').filter({ hasText: text })).toHaveCount(1);
  });

  test.describe('when posting fails', () => {
    test.use({ allowConsoleErrors: [failedResource(500)] });

    test('toasts Error posting Question and keeps the text', async ({ page, request }) => {
      const event = await pickEvent(request, 6, openEvent, 'open events');
      await signIn(page, await newStudent(request, 'hugo'));
      await gotoEvent(page, event);
      await page.route('**/api/event/post/question', (route) => route.fulfill({ status: 500, json: { title: 'boom' } }));
      const text = uniqueText('Is there a dress code');
      await page.getByTestId('ask-input').fill(text);
      await page.getByTestId('ask-submit').click();
      await expect(page.getByText('Error posting Question')).toBeVisible();
      await expect(page.getByTestId('ask-input')).toHaveValue(text);
      await expect(page.getByTestId('question-item').filter({ hasText: text })).toHaveCount(0);
    });
  });

  test('the list is sorted by upvotes and scrolls past 400px', async ({ page, request }) => {
    const event = await pickEvent(request, 7, openEvent, 'open events');
    const [a, b] = [await newStudent(request, 'iris'), await newStudent(request, 'jon')];
    const low = uniqueText('Low');
    const high = uniqueText('High');
    await postQuestionApi(request, a, event.uniqueId, low);
    const highId = await postQuestionApi(request, a, event.uniqueId, high);
    for (const s of [a, b]) {
      const res = await request.post('/api/event/upvote', {
        headers: { Authorization: `Bearer ${s.token}` },
        data: { questionId: highId, userId: 'ignored', upvoted: true, eventId: event.uniqueId },
      });
      expect(res.status()).toBe(200);
    }
    await gotoEvent(page, event);
    const items = page.getByTestId('question-item');
    // The Q&A renders after the page's first screen: wait for both before reading the order.
    await expect(items.filter({ hasText: high })).toBeVisible();
    await expect(items.filter({ hasText: low })).toBeVisible();
    const texts = await items.allTextContents();
    expect(texts.findIndex((t) => t.includes(high))).toBeLessThan(texts.findIndex((t) => t.includes(low)));
    await expect(page.getByTestId('questions-list')).toHaveCSS('max-height', '400px');
    await expect(page.getByTestId('questions-list')).toHaveCSS('overflow-y', 'auto');
  });

  test.describe('upvoting', () => {
    test.use({ allowConsoleErrors: [failedResource(500)] });

    test('applies at once, rolls back with Failed to update upvote., then works and can be taken back', async ({ page, request }) => {
      const event = await pickEvent(request, 8, openEvent, 'open events');
      const student = await newStudent(request, 'kira');
      const text = uniqueText('Will slides be shared');
      await postQuestionApi(request, student, event.uniqueId, text);
      await signIn(page, student);
      await gotoEvent(page, event);
      const item = page.getByTestId('question-item').filter({ hasText: text });
      const vote = item.getByTestId('upvote-button');
      await expect(item.getByTestId('upvote-count')).toHaveText('0');

      let release: () => void = () => undefined;
      const held = new Promise<void>((r) => (release = r));
      let failed = false;
      await page.route('**/api/event/upvote', async (route) => {
        if (failed) return route.continue();
        failed = true;
        await held;
        return route.fulfill({ status: 500, json: { title: 'boom' } });
      });

      await vote.click();
      // optimistic: counted before the server answers
      await expect(item.getByTestId('upvote-count')).toHaveText('1');
      await expect(vote).toHaveAttribute('aria-pressed', 'true');
      release();
      await expect(page.getByText('Failed to update upvote.')).toBeVisible();
      await expect(item.getByTestId('upvote-count')).toHaveText('0');
      await expect(vote).toHaveAttribute('aria-pressed', 'false');

      await vote.click();
      await expect(item.getByTestId('upvote-count')).toHaveText('1');
      await expect(vote).toBeEnabled();
      await page.reload();
      await expect(page.getByTestId('question-item').filter({ hasText: text }).getByTestId('upvote-count')).toHaveText('1');

      await page.getByTestId('question-item').filter({ hasText: text }).getByTestId('upvote-button').click();
      await expect(page.getByTestId('question-item').filter({ hasText: text }).getByTestId('upvote-count')).toHaveText('0');
      await expect(page.getByTestId('question-item').filter({ hasText: text }).getByTestId('upvote-button')).toBeEnabled();
      await page.reload();
      await expect(page.getByTestId('question-item').filter({ hasText: text }).getByTestId('upvote-count')).toHaveText('0');
    });
  });

  test("a deleted account's question keeps its votes and shows as a deleted account's, without its text", async ({ page, request }) => {
    const event = await pickEvent(request, 10, openEvent, 'open events');
    const leaving = await newStudent(request, 'dora');
    const voter = await newStudent(request, 'emil');
    const text = uniqueText('Will the slides be shared');
    const questionId = await postQuestionApi(request, leaving, event.uniqueId, text);
    const upvoted = await request.post('/api/event/upvote', {
      headers: { Authorization: `Bearer ${voter.token}` },
      data: { eventId: event.uniqueId, questionId, upvoted: true, userId: 'ignored' },
    });
    expect(upvoted.status()).toBe(200);
    const deleted = await request.post('/api/student/account/delete', { headers: { Authorization: `Bearer ${leaving.token}` }, data: { password: PASSWORD } });
    expect(await deleted.json()).toEqual({ msg: 'success' });

    await signIn(page, voter);
    await gotoEvent(page, event);
    const item = page.locator(`[data-question-id="${questionId}"]`);
    await expect(item.getByTestId('question-deleted')).toHaveText('Question from a deleted account (text removed)');
    await expect(item.getByTestId('upvote-count')).toHaveText('1');
    await expect(page.getByText(text)).toHaveCount(0);
  });
});
