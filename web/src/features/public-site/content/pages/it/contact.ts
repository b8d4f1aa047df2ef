import type { PageText } from '../../types.ts';

const page: PageText = {
  metaTitle: 'Contatta Fast-Track',
  metaDescription: 'Scrivi al team di Fast-Track: domande di studenti, aziende, career service e associazioni studentesche.',
  eyebrow: 'Contatti',
  title: 'Scrivici',
  lede: 'Che tu sia studente, azienda o università, leggiamo ogni messaggio e rispondiamo entro due giorni lavorativi.',
  cards: [
    { title: 'Aziende', text: "Per una dimostrazione dell'Employer Hub prenota una visita; il nostro team commerciale ti contatterà." },
    { title: 'Career service', text: 'Il nostro team università ti aiuta a portare Fast-Track nel tuo campus.' },
    { title: 'Studenti', text: 'Domande su account, eventi o candidature? Forse la risposta è già tra le nostre domande frequenti.' },
  ],
  cta: 'Leggi le domande frequenti',
};

export default page;
