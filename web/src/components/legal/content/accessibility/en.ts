import type { LegalDocument } from '../../legal-document.ts';

const accessibility: LegalDocument = {
  title: 'Accessibility statement',
  summary:
    'Fast-Track should work for every student, whatever device, browser settings or assistive technology they use. This page says which standard we aim for, how we test it, what we know does not work yet, and how to tell us about a barrier.',
  sections: [
    {
      id: 'target',
      title: 'Our target',
      blocks: [
        {
          p: 'We aim to conform to the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA, and so to the European standard EN 301 549, whose requirements for the web are those of WCAG. This statement covers the whole web application: the public and legal pages and the screens of students, employers, career centers and student organisations.',
        },
        { p: 'Status: partially conformant. The known gaps are listed below.' },
      ],
    },
    {
      id: 'testing',
      title: 'How we test',
      blocks: [
        {
          list: [
            'Automatic checks on every change: axe checks the WCAG 2.2 A and AA rules in Chromium on every student screen and every legal page, on a phone screen (390 px wide), signed out and signed in.',
            'Every screen is opened in all six languages at 320, 390 and 1024 px wide; no page may scroll sideways or cut off its text.',
            'The main flows — registering with the e-mail code, signing in, choosing a university, taking a challenge, messages — are tested with the keyboard alone. Dialogs keep the focus inside and give it back when they close.',
            'Waiting times and progress are also given as text: the code boxes say which digit they are, and a wait before “Resend code” is announced once when it starts and once when it ends, not every second.',
          ],
        },
      ],
    },
    {
      id: 'limits',
      title: 'Known limits',
      blocks: [
        {
          list: [
            'Automatic checks find only part of the possible barriers. There has not yet been a full manual audit with screen readers such as NVDA, JAWS, VoiceOver or TalkBack.',
            'The axe checks run in English and in Chromium. The other languages and browsers are checked for layout and page language, not against every rule.',
            'Content that employers, career centers and student organisations add — event descriptions, images, PDFs, challenge material — is theirs. We ask them for image descriptions but cannot guarantee that every uploaded document is accessible.',
            'Challenges have a time limit set by the firm. If you need more time because of a disability, contact us before you start.',
          ],
        },
      ],
    },
    {
      id: 'contact',
      title: 'Feedback and contact',
      blocks: [
        {
          p: 'If something on Fast-Track is hard or impossible for you to use, tell us through the Support page: the address of the page, what you tried and what happened. We answer every message and, where we cannot fix a barrier at once, give you the content or the service another way.',
        },
        {
          p: 'If our answer does not satisfy you, you may turn to the body that enforces accessibility law in your country.',
        },
      ],
    },
  ],
};

export default accessibility;
