import type { PageText } from '../../types.ts';

const page: PageText = {
  metaTitle: 'Kit di marketing per i career service',
  metaDescription: 'Scarica manifesti, slide e modelli di e-mail per presentare Fast-Track ai tuoi studenti.',
  eyebrow: 'Kit di marketing',
  title: 'Tutto ciò che serve per farlo conoscere',
  lede: "Stampa il manifesto, proietta le slide al prossimo incontro informativo e invia il modello di e-mail ai tuoi studenti.",
  cards: [
    { title: 'Uso libero', text: 'Usa e adatta i materiali per la tua università, senza bisogno di autorizzazioni.' },
    { title: 'Nella tua lingua', text: 'Il modello di e-mail è nella lingua in cui leggi questa pagina.' },
    { title: 'Ti serve altro?', text: 'Chiedici una versione con il logo della tua università.' },
  ],
  cta: 'Richiedi materiali personalizzati',
};

export default page;
