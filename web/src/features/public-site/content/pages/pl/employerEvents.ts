import type { PageText } from '../../types.ts';

const page: PageText = {
  metaTitle: 'Organizuj wydarzenia dla studentów',
  metaDescription: 'Publikuj wydarzenia online i na kampusie, zatwierdzaj uczestników, odpowiadaj na pytania i sprawdzaj, kto przyszedł, z Fast-Track Employer Hub.',
  eyebrow: 'Rozwiązania: wydarzenia',
  title: 'Wydarzenia, które same się zapełniają',
  lede: 'Opublikuj dzień otwarty, webinar lub prezentację na kampusie: studenci się zapisują, zadają pytania i dodają termin do kalendarza.',
  cards: [
    { title: 'Online lub na kampusie', text: 'Dodaj link do spotkania albo miejsce z mapą; studenci widzą godzinę w swojej strefie czasowej.' },
    { title: 'Ty decydujesz, kto przyjdzie', text: 'Otwarte zapisy lub zatwierdzanie każdej prośby, w razie potrzeby tylko dla wybranych lat lub kierunków.' },
    { title: 'Pytania przed wydarzeniem', text: 'Studenci zadają pytania i głosują na nie, więc prelegenci wiedzą, co jest dla nich ważne.' },
  ],
  cta: 'Załóż konto firmowe',
};

export default page;
