import type { PageText } from '../../types.ts';

const page: PageText = {
  metaTitle: 'Events für Studierende veranstalten',
  metaDescription: 'Veröffentliche Online- und Campus-Events, nimm Anmeldungen an, beantworte Fragen und sieh, wer gekommen ist, mit dem Fast-Track Employer Hub.',
  eyebrow: 'Lösungen: Events',
  title: 'Events, die sich von selbst füllen',
  lede: 'Veröffentliche einen Insight Day, ein Webinar oder eine Campus-Präsentation: Studierende melden sich an, stellen Fragen und tragen den Termin in ihren Kalender ein.',
  cards: [
    { title: 'Online oder auf dem Campus', text: 'Füge einen Meeting-Link oder einen Ort mit Karte hinzu; Studierende sehen die Uhrzeit in ihrer Zeitzone.' },
    { title: 'Du bestimmst, wer kommt', text: 'Offene Anmeldung oder Freigabe jeder Anfrage, auf Wunsch nur für bestimmte Jahrgänge oder Studiengänge.' },
    { title: 'Fragen schon vorher', text: 'Studierende stellen Fragen und stimmen darüber ab, damit deine Sprecher wissen, was ihnen wichtig ist.' },
  ],
  cta: 'Unternehmenskonto anlegen',
};

export default page;
