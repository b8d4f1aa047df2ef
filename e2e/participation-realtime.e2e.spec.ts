// Live updates and presence (spec §3 Realtime, §4 Login state; docs/events.md § Realtime).
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
  // Online lists hold only whom one may see (docs/realtime-gateway.md "Rooms and reach"): oneself, those attending
  // an event one attends, conversation partners. This test's event (its own slot) is attended by mona and nico only.
  test('a student sees themself and co-participants online, never a stranger; a co-participant logging out leaves the count', async ({ browser, request }) => {
    test.slow(); // two browser contexts and three registrations through the mailbox
    const event = await pickEvent(request, 10, openEvent, 'open events');
    const attend = async (token: string) => {
      const res = await request.post('/api/event/apply', { data: { eventId: event.uniqueId }, headers: { authorization: `Bearer ${token}` } });
      expect(await res.json()).toEqual({ msg: 'added' });
    };
    const first = await browser.newContext();
    const second = await browser.newContext();
    try {
      const a = await first.newPage();
      const b = await second.newPage();
      const mona = await newStudent(request, 'mona');
      await attend(mona.token);
      await signIn(a, mona);
      await a.goto('/events');
      const count = a.getByTestId('online-count');
      await expect(count).toHaveAttribute('data-count', '1');

      // A stranger (and every other spec's student) online at the same time is not in mona's list.
      await signIn(b, await newStudent(request, 'olga'));
      await b.goto('/events');
      await expect(b.getByTestId('online-count')).toHaveAttribute('data-count', '1');
      await logoutThroughHeader(b);
      await expect(count).toHaveAttribute('data-count', '1');

      const nico = await newStudent(request, 'nico');
      await attend(nico.token);
      await signIn(b, nico);
      await b.goto('/events');
      await expect(b.getByTestId('online-count')).toHaveAttribute('data-count', '2');
      await expect(count).toHaveAttribute('data-count', '2');

      await logoutThroughHeader(b);
      await expect(b.getByTestId('online-count')).toBeHidden();
      await expect(count).toHaveAttribute('data-count', '1');
    } finally {
      await first.close();
      await second.close();
    }
  });
});
