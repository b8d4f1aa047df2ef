import type { PageText } from '../../types.ts';

const page: PageText = {
  metaTitle: 'Oferty staży i pracy dla absolwentów',
  metaDescription: 'Publikuj staże i oferty dla absolwentów, przyjmuj aplikacje i prowadź kandydatów przez etapy w Fast-Track Employer Hub.',
  eyebrow: 'Rozwiązania: oferty pracy',
  title: 'Oferty przed właściwymi studentami',
  lede: 'Twoje oferty widzą studenci z pasującej ścieżki i roku, obok wyzwań i wydarzeń, dzięki którym już Cię znają.',
  cards: [
    { title: 'Gotowe w kilka minut', text: 'Tytuł, ścieżka, lokalizacje, termin i szczegółowy opis: publikujesz, kiedy chcesz.' },
    { title: 'Aplikacje w etapach', text: 'Wstępna selekcja, zaproszenie na rozmowę, oferta lub odmowa; studenci dostają informację e-mailem.' },
    { title: 'Dopasowane do ścieżki', text: 'Studenci Finance, Consulting, Corporate Law, Start-Up i MBA widzą oferty przeznaczone dla nich.' },
  ],
  cta: 'Załóż konto firmowe',
};

export default page;
