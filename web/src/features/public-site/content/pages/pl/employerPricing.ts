import type { PageText } from '../../types.ts';

const page: PageText = {
  metaTitle: 'Cennik Employer Hub',
  metaDescription: 'Porównaj pakiety Starter, Growth i Enterprise w Fast-Track Employer Hub: miejsca w zespole, oferty pracy, wydarzenia, wyzwania i wsparcie.',
  eyebrow: 'Cennik',
  title: 'Pakiet na każdy sezon rekrutacji',
  lede: 'Zacznij od kilku ofert pracy albo prowadź cały program uczelniany przez Fast-Track. Baza talentów i komunikator są w każdym pakiecie.',
  cards: [
    { title: 'Bez opłaty wstępnej', text: 'Strona firmy, zespół i pierwsza oferta są gotowe w dniu rejestracji.' },
    { title: 'Zmiana pakietu w każdej chwili', text: 'Przejdź na wyższy pakiet przed najważniejszym sezonem, a potem wróć do niższego.' },
    { title: 'Faktury w Twojej walucie', text: 'Rozliczamy się co miesiąc lub co rok, z VAT-em dla każdego kraju UE.' },
  ],
  cta: 'Porozmawiaj z naszym zespołem',
};

export default page;
