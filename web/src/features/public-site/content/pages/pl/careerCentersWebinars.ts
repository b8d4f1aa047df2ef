import type { PageText } from '../../types.ts';

const page: PageText = {
  metaTitle: 'Webinary dla biur karier i studentów',
  metaDescription: 'Nadchodzące webinary i wydarzenia online pracodawców i biur karier w Fast-Track, z otwartymi zapisami.',
  eyebrow: 'Webinary',
  title: 'Ucz się od pracodawców na żywo',
  lede: 'Pracodawcy i biura karier prowadzą webinary o aplikacjach, rozmowach kwalifikacyjnych i branżach. Zapisz się bezpłatnie i dołącz z dowolnego miejsca.',
  cards: [
    { title: 'Dla Twoich studentów', text: 'Udostępnij link do wydarzenia; studenci zapisują się uczelnianym adresem e-mail.' },
    { title: 'Dla Twojego zespołu', text: 'Na kwartalnych spotkaniach dowiesz się, jak inne biura karier korzystają z Fast-Track.' },
    { title: 'Zorganizuj własny', text: 'Biura karier publikują webinary dla swoich studentów tak samo jak pracodawcy.' },
  ],
  cta: 'Zaproponuj webinar',
};

export default page;
