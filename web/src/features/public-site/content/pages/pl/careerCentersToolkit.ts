import type { PageText } from '../../types.ts';

const page: PageText = {
  metaTitle: 'Zestaw marketingowy dla biur karier',
  metaDescription: 'Pobierz plakaty, slajdy i szablony e-maili, by przedstawić Fast-Track swoim studentom.',
  eyebrow: 'Zestaw marketingowy',
  title: 'Wszystko, czego potrzebujesz, by o nas opowiedzieć',
  lede: 'Wydrukuj plakat, pokaż slajdy na najbliższym spotkaniu informacyjnym i wyślij szablon e-maila do studentów.',
  cards: [
    { title: 'Do swobodnego użytku', text: 'Używaj i dostosowuj materiały dla swojej uczelni; zgoda nie jest potrzebna.' },
    { title: 'W Twoim języku', text: 'Szablon e-maila jest w języku, w którym czytasz tę stronę.' },
    { title: 'Potrzebujesz czegoś innego?', text: 'Poproś nas o wersję z logo Twojej uczelni.' },
  ],
  cta: 'Poproś o materiały z logo uczelni',
};

export default page;
