import type { PageText } from '../../types.ts';

const page: PageText = {
  metaTitle: 'Contatti per i career service',
  metaDescription: 'Parla con il team di Fast-Track di come portare sfide, eventi e offerte nella tua università.',
  eyebrow: 'Contatti',
  title: 'Parliamo dei tuoi studenti',
  lede: 'Raccontaci della tua università e di quando sei disponibile. Ti mostreremo come i career service lavorano con Fast-Track.',
  cards: [
    { title: 'Una breve chiamata', text: 'Trenta minuti con il nostro team università, in uno degli orari che scegli.' },
    { title: 'Risposte alle tue domande', text: 'Protezione dei dati, domini e-mail degli studenti, co-branding: chiedici qualsiasi cosa.' },
    { title: 'Inizia subito', text: 'Il tuo account career service può essere pronto in giornata.' },
  ],
  cta: 'Vai al kit di marketing',
};

export default page;
