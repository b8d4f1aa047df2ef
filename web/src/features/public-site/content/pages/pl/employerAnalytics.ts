import type { PageText } from '../../types.ts';

const page: PageText = {
  metaTitle: 'Analityka rekrutacji na uczelniach',
  metaDescription: 'Zobacz, jak studenci reagują na Twoje wyzwania, wydarzenia i oferty pracy oraz z jakich uczelni pochodzą najlepsi kandydaci.',
  eyebrow: 'Rozwiązania: analityka',
  title: 'Wiedz, co działa na uczelniach',
  lede: 'Śledź każde wyzwanie, wydarzenie i ofertę od pierwszego wyświetlenia do aplikacji i inwestuj tam, gdzie są najlepsi kandydaci.',
  cards: [
    { title: 'Jeden przegląd', text: 'Wyświetlenia, zapisy, obecności i aplikacje dla wszystkiego, co publikujesz, na Twoim pulpicie.' },
    { title: 'Skąd pochodzą talenty', text: 'Porównaj uczelnie, lata studiów i ścieżki studentów, którzy się Tobą interesują.' },
    { title: 'Liczby do pokazania', text: 'Pokaż zespołowi i zarządowi wyniki swojego programu uczelnianego sezon po sezonie.' },
  ],
  cta: 'Załóż konto firmowe',
};

export default page;
