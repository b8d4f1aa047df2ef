import type { LegalDocument } from '../../legal-document.ts';
import { retention as r } from '../../retention.ts';

const privacy: LegalDocument = {
  title: 'Privacy policy',
  summary:
    'Fast-Track is a career platform for students, employers, career centers and student organisations. This page says what the software stores about you, where, for how long, and how deletion works — as the code does it today, not as we might like it to be.',
  sections: [
    {
      id: 'who',
      title: 'Who is responsible',
      blocks: [
        { p: 'The organisation that runs this Fast-Track installation is responsible for your data. You reach it through the Support page.' },
        {
          p: 'Everything is stored on the operator’s servers: in a PostgreSQL database and, in larger installations, in Redis (only counters, who is online, and references to mails waiting to be sent). Copies the operator makes of its own accord, such as database backups or log archives, follow the operator’s own rules and are not covered by the figures on this page.',
        },
      ],
    },
    {
      id: 'account',
      title: 'Your account',
      blocks: [
        {
          list: [
            'Your e-mail address, your first and last name once you give them, a hash of your password (argon2id; the password itself is never stored), the invitation text you entered if any, your interface language, and the kind of account (student, employer, career center).',
            'Students: your university, your year of study and your career tracks.',
            'Members of a company, career center or student organisation: which organisations you belong to and your role there.',
          ],
        },
        {
          p: 'Your address, names and password hash are kept in one table of identities, apart from everything else, so that they can be erased completely. They are kept until you delete your account.',
        },
      ],
    },
    {
      id: 'sign-in',
      title: 'Codes, sessions and links',
      blocks: [
        {
          list: [
            `Registration code: 4 digits, valid for ${r.otpMinutes} minutes, at most ${r.otpAttempts} guesses. Only a keyed hash of the code and of your address is stored, never the code or the address. The code is deleted when it is used, and a new code replaces the old one. A code that expired unused stays as that hash until you ask for a new one or delete your account.`,
            `Sessions: your browser keeps a random token; the server keeps only its SHA-256 hash. A session ends ${r.sessionDays} days after it was last used (every use extends it). Logging out deletes it; changing your password ends your other sessions; a password reset or deleting your account ends all of them. An expired session stays as a hash row until your account is deleted.`,
            `Password reset and unlock links: valid for ${r.linkMinutes} minutes and usable once; only their SHA-256 hash is stored.`,
            `Google or LinkedIn sign-in, only if you choose it: the form you filled in and a one-time value are kept for at most ${r.socialSignInMinutes} minutes while you are at the provider, then deleted. We receive your verified e-mail address and name from the provider.`,
          ],
        },
      ],
    },
    {
      id: 'activity',
      title: 'What you do on the platform',
      blocks: [
        {
          list: [
            'Events you attend or ask to attend, the questions you post and the questions you upvote are written to the platform’s event log, a history that is only ever added to. These records carry your random account id, never your name or address.',
            'The company hosting an event sees who attends it or asks to attend: your first and last name and your university, never your e-mail address.',
            'Questions are public on the event page, as text, without your name. The text stays after you delete your account, so write nothing in a question that you would not want to stay there.',
            'The event log holds no e-mail addresses, names or passwords. About your account it records only the random id, the account kind, how you signed up, your university, your year of study, your tracks and your language, each with a date.',
            `While you are signed in with the site open, the server knows that your account id is online (to count the people online). It forgets it when you leave, or within ${r.presenceSeconds} seconds if a server stops.`,
          ],
        },
      ],
    },
    {
      id: 'applications',
      title: 'Job applications',
      blocks: [
        {
          p: 'When you apply for a job, your cover note and, if you add one, your CV (a PDF file) are stored: the note in the database, the file in the platform’s file storage (the server’s disk, or S3-compatible storage that the operator configures). The hiring company’s team sees them together with your name, university and tracks. The stages of your application are recorded in the event log under your random account id. The note and the CV stay with the application, also after you withdraw it, until you delete your account.',
        },
      ],
    },
    {
      id: 'inquiries',
      title: 'Requests sent through the public site’s forms',
      blocks: [
        {
          p: `When you book a tour, contact us as a career center or send a support question, we store your name, e-mail address, organisation (tour and career center) and message in the database, apart from the event log, which records only the kind of request, its language, the time and your choices from the form’s lists. Your request is mailed to the operator’s sales address and a confirmation to you. The stored request is deleted ${r.inquiryDays} days after it was sent, whether or not you have an account; if you delete your account earlier, every request sent from its address is deleted with it. Copies in the operator’s own mailbox follow the operator’s rules. Requests sent before 23 November 2026 were recorded whole in the event log and cannot be deleted from it.`,
        },
      ],
    },
    {
      id: 'mail',
      title: 'E-mails',
      blocks: [
        {
          list: [
            'We send registration codes, password reset and unlock links, team invitations, and notices about events you attend or asked to attend and jobs you applied for (a change, a cancellation, a decision), through the mail server the operator configures.',
            `A mail waiting to be sent is kept in the database with its content until it is sent; if it cannot be sent it is given up after ${r.pendingMailHours} hours. The queue holds only a reference to it.`,
            'After sending, a one-way digest of your address and of the mail’s id is kept so that a retry never sends a mail twice. These digests stay until you delete your account.',
            'If the operator has configured no mail server (test and development setups), mails are not sent but kept with their full content in a local outbox table, until the account of that address is deleted.',
          ],
        },
      ],
    },
    {
      id: 'invitations',
      title: 'Invitations to a team',
      blocks: [
        {
          p: `When a team invites you, your address is stored with the invitation; the link works once and for ${r.invitationDays} days. An invitation that is never accepted is not removed automatically yet: it stays until it is replaced by a new one, until an account with that address is deleted, or until you ask the operator to remove it.`,
        },
      ],
    },
    {
      id: 'limits',
      title: 'Protection against abuse',
      blocks: [
        {
          p: `To stop password guessing and floods of mail, attempts are counted per e-mail address and per network (IP) address — for example ${r.loginAttemptsPerAddress} failed logins per address in ${r.loginWindowMinutes} minutes. The counters are stored under a digest of the address, not the address itself, and delete themselves after at most ${r.longestCounterMinutes} minutes. Deleting your account clears the counters of your address.`,
        },
      ],
    },
    {
      id: 'logs',
      title: 'Server logs',
      blocks: [
        {
          list: [
            'The application writes one line per request: time, method, path, status, duration and a random request id. It does not log your IP address, what you typed, passwords, codes or tokens.',
            'When the platform runs behind its gateway (nginx), the gateway’s access log also records your IP address with each request.',
            'Logs go to the server’s output. How long they are kept is decided by the operator’s log storage, not by Fast-Track.',
          ],
        },
      ],
    },
    {
      id: 'browser',
      title: 'In your browser',
      blocks: [
        {
          p: 'Fast-Track sets one cookie (your language) and uses your browser’s local and session storage to keep you signed in and remember your registration progress. No advertising or analytics cookies. Every entry is listed in the Cookie policy.',
        },
      ],
    },
    {
      id: 'others',
      title: 'Other services',
      blocks: [
        {
          list: [
            'Event pages with a map show an OpenStreetMap map; your browser loads it from openstreetmap.org, which sees your IP address. Google Maps opens only if you click its link.',
            'Google and LinkedIn, only if you use them to sign in; their own privacy policies apply to what they do.',
            'Your data is not sold and not used for advertising.',
          ],
        },
      ],
    },
    {
      id: 'delete',
      title: 'Deleting your account',
      blocks: [
        {
          p: 'In Settings choose “Delete account” and confirm with your password. In one step the server deletes your identity (address, names, password hash), all your sessions, any pending code, your reset and unlock links, mails still waiting for you, the outbox copies and sent-mail digests of your address, and invitations addressed to you; it withdraws your open job applications and deletes your cover notes and CV files; it ends your team memberships and withdraws your join requests. Then it clears the abuse counters of your address. Your address can register again afterwards.',
        },
        {
          list: [
            'What stays: the event log’s records under your random account id (attendance, upvotes, the text of your questions, the stages of your job applications, your university, year of study and tracks). Nothing links them to your address or name any more.',
            'If you are the only owner of a team that has other members, make someone else an owner first; until then deletion is refused.',
            'If you signed up with Google or LinkedIn and have no password, set one through “Forgot password” first.',
          ],
        },
      ],
    },
    {
      id: 'rights',
      title: 'Your rights',
      blocks: [
        {
          p: 'In Settings you can correct your name, change your tracks and language, and delete your account at any time. For a copy of your data, or any other request about it, contact the operator through the Support page. In the EU, the EEA and the UK you may also complain to your data protection authority.',
        },
      ],
    },
  ],
};

export default privacy;
