import type { PageText } from '../../types.ts';

const page: PageText = {
  metaTitle: 'Per i career service',
  metaDescription: 'Offri ai tuoi studenti sfide, eventi e offerte di aziende leader e segui la loro partecipazione con gli strumenti di Fast-Track per i career service.',
  eyebrow: 'Career service',
  title: 'Più opportunità per i tuoi studenti',
  lede: 'Porta nella tua università sfide, eventi e offerte di aziende leader e guarda come partecipano i tuoi studenti.',
  cards: [
    { title: 'I tuoi eventi', text: 'Pubblica career day e workshop accanto a quelli delle aziende, se vuoi solo per i tuoi studenti.' },
    { title: 'Aziende che vengono da te', text: 'Le aziende trovano la tua università su Fast-Track e invitano i tuoi studenti ai loro programmi.' },
    { title: 'Promozione già pronta', text: 'Manifesti, slide e modelli di e-mail in sei lingue per presentare Fast-Track nel campus.' },
  ],
  cta: 'Registra il tuo career service',
};

export default page;
