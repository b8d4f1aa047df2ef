import type { LegalDocument } from '../../legal-document.ts';

const terms: LegalDocument = {
  title: 'Terms of use',
  summary:
    'These terms apply to everyone who uses Fast-Track: students, employers, career centers and student organisations. They are short on purpose; please read them before you register.',
  sections: [
    {
      id: 'service',
      title: 'What Fast-Track is',
      blocks: [
        {
          p: 'Fast-Track connects students with firms through events, virtual challenges and career tracks. Visitors may browse events without an account; attending, asking questions and upvoting need one.',
        },
      ],
    },
    {
      id: 'account',
      title: 'Your account',
      blocks: [
        {
          list: [
            'Students register with their own university e-mail address. One account per person.',
            'Give true information and keep it up to date.',
            'Keep your password and codes to yourself. You are responsible for what happens under your account; tell us at once if you think someone else is using it.',
          ],
        },
      ],
    },
    {
      id: 'use',
      title: 'Using the platform',
      blocks: [
        {
          list: [
            'Follow the Community guidelines.',
            'Do not try to get around sign-in, rate limits or other protections, test the platform’s security without permission, or overload it.',
            'Do not copy content or data of other people in bulk, by hand or by program.',
            'Do not pretend to be someone else, or to speak for an organisation you do not represent.',
          ],
        },
      ],
    },
    {
      id: 'content',
      title: 'What you post',
      blocks: [
        {
          p: 'Questions you post are shown publicly on the event page, without your name, and stay there after you delete your account. You keep your rights in what you write and allow us to show it on the platform. Hosts are responsible for their events, descriptions and offers. We may remove content that breaks these terms or the guidelines.',
        },
      ],
    },
    {
      id: 'events',
      title: 'Events and opportunities',
      blocks: [
        {
          p: 'Events, challenges and job offers come from their hosts, who decide who takes part (some events need their approval). Fast-Track does not promise an interview, a place or a job, and rankings are indications, not assessments of you as a person.',
        },
      ],
    },
    {
      id: 'availability',
      title: 'Availability and changes',
      blocks: [
        {
          p: 'We work to keep Fast-Track available and correct, but provide it as it is, without a guarantee that it is always available or free of errors. Features may change; we announce important changes in advance where we can.',
        },
      ],
    },
    {
      id: 'ending',
      title: 'Ending',
      blocks: [
        {
          p: 'You can delete your account at any time in Settings. We may suspend or close accounts, and suspend organisations, that seriously or repeatedly break these terms; where possible we tell you why first.',
        },
      ],
    },
    {
      id: 'liability',
      title: 'Liability',
      blocks: [
        {
          p: 'We are liable as far as the law requires. Nothing in these terms limits liability that the law does not allow to be limited, or your rights as a consumer.',
        },
      ],
    },
    {
      id: 'updates',
      title: 'Changes to these terms',
      blocks: [
        {
          p: 'When these terms change, the date at the top changes with them. For important changes we tell registered users before they apply. Questions go to the Support page.',
        },
      ],
    },
  ],
};

export default terms;
