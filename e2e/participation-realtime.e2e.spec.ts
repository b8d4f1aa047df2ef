// Live updates and presence (spec §3 Realtime, §4 Login state; docs/participation-contract.md § Realtime).
import { gotoEvent, logoutThroughHeader, newStudent, openEvent, pickEvent, signIn, uniqueText } from './participation-support.ts';
import { expect, test } from './support/fixtures.ts';

test.describe('live event page', () => {
  test('a question, an upvote and an attendance from one browser appear in another without reload', async ({ browser, request }) => {
    test.slow(); // two browser contexts and a registration through the mailbox
    const event = await pickEvent(request, 9, openEvent, 'open events');
    const poster = await browser.newContext();
    const viewer = await browser.newContext(); // a visitor: watches anonymously
    try {
      const posterPage = await poster.newPage();
      const viewerPage = await viewer.newPage();
      await signIn(posterPage, await newStudent(request, 'lars'));
      await gotoEvent(posterPage, event);
      await gotoEvent(viewerPage, event);
      const before = Number(await viewerPage.getByTestId('participants-count').getAttribute('data-count'));
      // A visitor's page paints without the socket (issue 10): the room is joined at their first interaction.
      await expect(viewerPage.getByTestId('event-detail')).toHaveAttribute('data-live', 'false');
      await viewerPage.mouse.wheel(0, 120);
      // the viewer has joined the event's room (over its own, anonymous connection)
      await expect(viewerPage.getByTestId('event-detail')).toHaveAttribute('data-live', 'true');

      const text = uniqueText('Live question');
      await posterPage.getByTestId('ask-input').fill(text);
      await posterPage.getByTestId('ask-submit').click();
      const live = viewerPage.getByTestId('question-item').filter({ hasText: text });
      await expect(live).toHaveCount(1);

      await posterPage.getByTestId('question-item').filter({ hasText: text }).getByTestId('upvote-button').click();
      await expect(live.getByTestId('upvote-count')).toHaveText('1');

      await posterPage.getByTestId('attend-button').click();
      await expect(posterPage.getByTestId('attend-button')).toHaveText('Attending');
      await expect(viewerPage.getByTestId('participants-count')).toHaveAttribute('data-count', String(before + 1));
      // the poster sees its own question once, though it came back from the answer and from the room
      await expect(posterPage.getByTestId('question-item').filter({ hasText: text })).toHaveCount(1);
    } finally {
      await poster.close();
      await viewer.close();
    }
  });
});

test.describe('presence', () => {
  test('a logged-in student is online; another student logging in and out moves the count', async ({ browser, request }) => {
    test.slow(); // two browser contexts and two registrations through the mailbox
    const first = await browser.newContext();
    const second = await browser.newContext();
    try {
      const a = await first.newPage();
      const b = await second.newPage();
      await signIn(a, await newStudent(request, 'mona'));
      await a.goto('/events');
      const count = a.getByTestId('online-count');
      await expect(count).toBeVisible();
      const countOf = async () => Number(await count.getAttribute('data-count'));
      expect(await countOf()).toBeGreaterThanOrEqual(1);

      // other specs' students come and go in parallel, so compare against a fresh baseline with some slack
      await signIn(b, await newStudent(request, 'nico'));
      await b.goto('/events');
      await expect(b.getByTestId('online-count')).toBeVisible();
      await expect.poll(countOf, { timeout: 10_000 }).toBeGreaterThanOrEqual(2);

      await logoutThroughHeader(b);
      await expect(b.getByTestId('online-count')).toBeHidden();
    } finally {
      await first.close();
      await second.close();
    }
  });
});
