import type { PageText } from '../../types.ts';

const page: PageText = {
  metaTitle: 'Kontakt für Career Center',
  metaDescription: 'Sprich mit dem Fast-Track-Team darüber, wie Challenges, Events und Jobs an deine Hochschule kommen.',
  eyebrow: 'Kontakt',
  title: 'Lass uns über deine Studierenden sprechen',
  lede: 'Erzähl uns von deiner Hochschule und wann du Zeit hast. Wir zeigen dir, wie Career Center mit Fast-Track arbeiten.',
  cards: [
    { title: 'Ein kurzes Gespräch', text: 'Dreißig Minuten mit unserem Hochschulteam, zu einem der Termine, die du wählst.' },
    { title: 'Antworten auf deine Fragen', text: 'Datenschutz, E-Mail-Domains der Studierenden, gemeinsames Branding: Frag uns alles.' },
    { title: 'Sofort starten', text: 'Dein Career-Center-Konto kann noch am selben Tag bereit sein.' },
  ],
  cta: 'Zum Toolkit',
};

export default page;
