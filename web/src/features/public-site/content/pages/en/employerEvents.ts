import type { PageText } from '../../types.ts';

const page: PageText = {
  metaTitle: 'Host events for students',
  metaDescription: 'Publish online and on-campus events, approve attendees, answer questions and see who came, with the Fast-Track Employer Hub.',
  eyebrow: 'Solutions: events',
  title: 'Events that fill themselves',
  lede: 'Publish an insight day, a webinar or a campus presentation and let students register, ask questions and add it to their calendar.',
  cards: [
    { title: 'Online or on campus', text: 'Add a meeting link or a place with a map; students see the time in their own time zone.' },
    { title: 'You choose who comes', text: 'Open registration or approve each request, and limit an event to certain years or courses.' },
    { title: 'Questions before the day', text: 'Students ask and upvote questions, so your speakers know what matters to them.' },
  ],
  cta: 'Create your company account',
};

export default page;
