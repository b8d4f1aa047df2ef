import type { PageText } from '../../types.ts';

const page: PageText = {
  metaTitle: 'Visione DE&I: allarga il tuo bacino di candidati',
  metaDescription: "Raggiungi studenti di più università e provenienze e misura la diversità dei tuoi candidati con l'Employer Hub di Fast-Track.",
  eyebrow: 'Diversità, equità e inclusione',
  title: 'Assumi per competenze, da ogni provenienza',
  lede: 'Le sfide permettono agli studenti di dimostrare cosa sanno fare, qualunque sia la loro università o rete di contatti. Il tuo bacino si allarga, e puoi dimostrarlo.',
  cards: [
    { title: 'Oltre le università di riferimento', text: 'Studenti di centinaia di università europee vedono le tue sfide e i tuoi eventi, non solo quelli vicini ai tuoi uffici.' },
    { title: 'Competenze prima del CV', text: 'Le classifiche mettono al primo posto le capacità; sei tu a decidere quando mostrare nomi e università.' },
    { title: 'Report da condividere', text: 'Guarda la composizione dei tuoi candidati per università e anno di corso, in forma aggregata e nel rispetto della privacy.' },
  ],
  cta: 'Crea il tuo account aziendale',
};

export default page;
