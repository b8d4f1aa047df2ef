import type { PageText } from '../../types.ts';

const page: PageText = {
  metaTitle: 'Messaggistica: parla direttamente con i candidati',
  metaDescription: 'Scrivi agli studenti che hanno partecipato alle tue sfide e ai tuoi eventi e tieni tutte le conversazioni del team in un unico posto.',
  eyebrow: 'Soluzioni: messaggistica',
  title: 'Inizia presto la conversazione',
  lede: "Scrivi agli studenti che ti hanno colpito, rispondi alle loro domande sull'azienda e conserva ogni scambio accanto al loro profilo.",
  cards: [
    { title: 'Diretta e personale', text: 'Scrivi dopo un ottimo risultato in una sfida o dopo un evento, senza scambiarsi indirizzi e-mail.' },
    { title: 'Tutto il tuo team', text: 'I colleghi vedono lo storico, così nessun candidato deve ripetersi.' },
    { title: 'Rispettosa per natura', text: 'Gli studenti scelgono chi può scrivere loro e possono lasciare una conversazione in qualsiasi momento.' },
  ],
  cta: 'Crea il tuo account aziendale',
};

export default page;
