import type { LegalDocument } from '../../legal-document.ts';

const guidelines: LegalDocument = {
  title: 'Community guidelines',
  summary:
    'Fast-Track is where students meet the firms they might work for. These guidelines keep it useful and safe for both sides.',
  sections: [
    {
      id: 'respect',
      title: 'Be respectful',
      blocks: [
        {
          list: [
            'No harassment, threats, insults or hate speech, and no discrimination by origin, gender, sexual orientation, religion, disability, age or any other part of who someone is.',
            'Disagree with ideas, not with people.',
          ],
        },
      ],
    },
    {
      id: 'honest',
      title: 'Be honest',
      blocks: [
        {
          list: [
            'Use your real name and your own university address.',
            'Hosts: describe events, requirements and offers as they are. Never ask students for money to apply or take part.',
          ],
        },
      ],
    },
    {
      id: 'questions',
      title: 'Asking good questions',
      blocks: [
        {
          list: [
            'Keep questions about the event and useful to others; upvote a question you also want answered instead of asking it again.',
            'No advertising, spam or links to unrelated offers.',
            'Do not post personal details — yours or anyone else’s. Questions are public and stay after an account is deleted.',
          ],
        },
      ],
    },
    {
      id: 'hosts',
      title: 'For employers and other hosts',
      blocks: [
        {
          list: [
            'Select fairly: judge students by what they can do, and decide on requests to attend in good time.',
            'Use what you learn about students only for the event or the job it was shared for.',
          ],
        },
      ],
    },
    {
      id: 'safety',
      title: 'Stay safe',
      blocks: [
        {
          p: 'Never share your password or a code, even with someone who says they work for Fast-Track. We never ask for them.',
        },
      ],
    },
    {
      id: 'report',
      title: 'Reporting a problem',
      blocks: [
        {
          p: 'If you see something that breaks these guidelines, tell us through the Support page, with a link to what you saw. We look at every report; we may remove content and suspend accounts or organisations that break the guidelines.',
        },
      ],
    },
  ],
};

export default guidelines;
