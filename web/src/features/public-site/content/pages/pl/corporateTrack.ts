import type { PageText } from '../../types.ts';

const page: PageText = {
  metaTitle: 'Corporate Track: finanse, doradztwo i prawo',
  metaDescription: 'Bierz udział w wirtualnych wyzwaniach i wydarzeniach banków inwestycyjnych, firm doradczych i kancelarii i zwróć uwagę ich rekruterów.',
  eyebrow: 'Corporate Track',
  title: 'Twoja droga do bankowości, doradztwa i prawa',
  lede: 'Rozwiązuj prawdziwe case’y czołowych firm, bierz udział w ich wydarzeniach i aplikuj na ich staże, wszystko z jednego pulpitu.',
  cards: [
    { title: 'Case’y prosto z firm', text: 'Wyceń spółkę, doradź klientowi lub zredaguj klauzulę w wyzwaniach przygotowanych przez osoby, które rekrutują.' },
    { title: 'Ranking, który się liczy', text: 'Wyniki pokazują Twoje miejsce na roku; firmy zapraszają najlepszych.' },
    { title: 'Wydarzenia i oferty', text: 'Dni otwarte, webinary i staże dla Twojej ścieżki i roku studiów.' },
  ],
  cta: 'Dołącz do Corporate Track',
};

export default page;
