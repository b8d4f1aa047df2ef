import type { PageText } from '../../types.ts';

const page: PageText = {
  metaTitle: 'Sfide virtuali per le aziende',
  metaDescription: 'Progetta sfide virtuali che mettono alla prova le competenze dei tuoi ruoli e ottieni la classifica degli studenti migliori.',
  eyebrow: 'Soluzioni: sfide',
  title: 'Lascia che gli studenti ti mostrino come ragionano',
  lede: "Una sfida è un compito breve e realistico della tua azienda: valutare un'operazione, consigliare un cliente, lanciare un prodotto. Gli studenti la risolvono online e tu ricevi una classifica.",
  cards: [
    { title: 'Creata con il tuo team', text: 'Scrivi i compiti con parole tue, fissa un limite di tempo e scegli quali percorsi e anni possono partecipare.' },
    { title: 'Classifica equa e automatica', text: "Ogni risposta è valutata allo stesso modo: confronti migliaia di studenti a colpo d'occhio." },
    { title: 'Dal risultato al colloquio', text: 'Invita i migliori ai tuoi eventi o direttamente a candidarsi con un clic.' },
  ],
  cta: 'Crea il tuo account aziendale',
};

export default page;
