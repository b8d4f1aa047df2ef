import type { PageText } from '../../types.ts';

const page: PageText = {
  metaTitle: 'Webinar per career service e studenti',
  metaDescription: 'Prossimi webinar ed eventi online di aziende e career service su Fast-Track, con iscrizioni aperte.',
  eyebrow: 'Webinar',
  title: 'Impara dalle aziende, dal vivo',
  lede: 'Aziende e career service tengono webinar su candidature, colloqui e settori. Iscriviti gratis e partecipa da dove vuoi.',
  cards: [
    { title: 'Per i tuoi studenti', text: "Condividi il link dell'evento; gli studenti si iscrivono con l'e-mail universitaria." },
    { title: 'Per il tuo team', text: 'Scopri nei nostri incontri trimestrali come altri career service usano Fast-Track.' },
    { title: 'Organizzane uno', text: 'I career service pubblicano webinar per i loro studenti proprio come le aziende.' },
  ],
  cta: 'Proponi un webinar',
};

export default page;
