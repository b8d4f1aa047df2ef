import type { PageText } from '../../types.ts';

const page: PageText = {
  metaTitle: "Prenota una visita all'Employer Hub",
  metaDescription: "Scegli un orario e il nostro team ti mostrerà l'Employer Hub di Fast-Track: sfide, eventi, offerte e analisi.",
  eyebrow: 'Prenota una visita',
  title: "L'Employer Hub in trenta minuti",
  lede: "Raccontaci qualcosa della tua azienda e quando ti è comodo. Ti mostreremo l'Hub con esempi del tuo settore.",
  cards: [
    { title: 'Una dimostrazione dal vivo', text: 'Una persona del nostro team condivide lo schermo e risponde alle tue domande man mano.' },
    { title: 'Pensata per i tuoi obiettivi', text: 'Selezione di neolaureati, stage o employer branding: ci concentriamo su ciò che ti serve.' },
    { title: 'Senza impegno', text: 'La visita è gratuita e poi decidi tu se Fast-Track fa per te.' },
  ],
  cta: 'Confronta i piani',
};

export default page;
