import type { LegalDocument } from '../../legal-document.ts';
import { retention as r } from '../../retention.ts';

const cookie: LegalDocument = {
  title: 'Cookie policy',
  summary:
    'Fast-Track sets one cookie and keeps a few entries in your browser’s storage, all of them for things you ask for: your language and staying signed in. There are no advertising, analytics or third-party cookies, and nothing here follows you to other sites.',
  sections: [
    {
      id: 'cookies',
      title: 'Cookies',
      blocks: [
        {
          facts: [
            {
              name: 'i18next',
              code: true,
              rows: [
                ['Purpose', 'Remembers the interface language, so every page opens in it.'],
                ['Contents', 'A language code, such as “de”.'],
                ['Lifetime', `${r.languageCookieDays} days, renewed on each visit.`],
                ['Sent to', 'This site only (SameSite=Strict).'],
              ],
            },
          ],
        },
      ],
    },
    {
      id: 'local-storage',
      title: 'Local storage',
      blocks: [
        { p: 'Kept in your browser until you log out or clear it; never sent anywhere by itself.' },
        {
          facts: [
            {
              name: 'token',
              code: true,
              rows: [
                ['Purpose', 'Keeps a student (or a member of a student organisation) signed in.'],
                ['Contents', 'A random sign-in token.'],
                ['Removed', 'When you log out, or when the session ends.'],
              ],
            },
            {
              name: 'careertoken',
              code: true,
              rows: [
                ['Purpose', 'Keeps career center staff signed in.'],
                ['Contents', 'A random sign-in token.'],
                ['Removed', 'When you log out, or when the session ends.'],
              ],
            },
            {
              name: 'root',
              code: true,
              rows: [
                ['Purpose', 'The app’s own state, so a reload does not lose your place.'],
                [
                  'Contents',
                  'The university you chose; while registering, the e-mail address you typed and the step you reached; once signed in, your account id, first and last name, tracks and language; for employers, their sign-in token, their current company, the job they are editing and the job they last opened; the student organisation you last opened.',
                ],
                ['Removed', 'Logging out removes the sign-in parts, your name and the e-mail address. The chosen university stays, so a next registration starts with it.'],
              ],
            },
          ],
        },
      ],
    },
    {
      id: 'session-storage',
      title: 'Session storage',
      blocks: [
        { p: 'Gone when you close the tab.' },
        {
          facts: [
            {
              name: 'admintoken',
              code: true,
              rows: [
                ['Purpose', 'Keeps an administrator signed in for this tab only.'],
                ['Contents', 'A random sign-in token.'],
              ],
            },
            {
              name: 'onboarding-prompt-dismissed:<id>',
              code: true,
              rows: [
                ['Purpose', 'Remembers that you closed the dashboard’s reminder to finish your profile, so it does not come back in this tab.'],
                ['Contents', 'The value “1”; the name ends with your account id.'],
                ['Removed', 'When you close the tab.'],
              ],
            },
            {
              name: 'pending-social-registration',
              code: true,
              rows: [
                ['Purpose', 'Carries your registration through a Google or LinkedIn sign-in.'],
                ['Contents', 'The university you chose, an invitation code if any, and a one-time value.'],
                ['Removed', 'As soon as you come back from the provider.'],
              ],
            },
          ],
        },
      ],
    },
    {
      id: 'choices',
      title: 'Your choices',
      blocks: [
        {
          p: 'Because each entry serves something you asked for, no consent banner is shown. You can delete them at any time in your browser’s settings: you are then signed out and the site follows your browser’s language again. Maps on event pages are loaded from openstreetmap.org, which may set its own cookies; see the Privacy policy.',
        },
      ],
    },
  ],
};

export default cookie;
