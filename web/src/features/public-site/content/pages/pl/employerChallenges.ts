import type { PageText } from '../../types.ts';

const page: PageText = {
  metaTitle: 'Wirtualne wyzwania dla pracodawców',
  metaDescription: 'Projektuj wirtualne wyzwania, które sprawdzają umiejętności potrzebne na Twoich stanowiskach, i poznaj ranking najlepszych studentów.',
  eyebrow: 'Rozwiązania: wyzwania',
  title: 'Pozwól studentom pokazać, jak myślą',
  lede: 'Wyzwanie to krótkie, realistyczne zadanie z Twojej firmy: wycena transakcji, doradztwo dla klienta, wprowadzenie produktu. Studenci rozwiązują je online, a Ty dostajesz ranking.',
  cards: [
    { title: 'Tworzone z Twoim zespołem', text: 'Opisz zadania własnymi słowami, ustal limit czasu i wybierz ścieżki oraz lata studiów, które mogą wziąć udział.' },
    { title: 'Uczciwy, automatyczny ranking', text: 'Każda odpowiedź jest oceniana tak samo, więc porównasz tysiące studentów jednym spojrzeniem.' },
    { title: 'Od wyniku do rozmowy', text: 'Jednym kliknięciem zaproś najlepszych na swoje wydarzenia lub od razu do aplikowania.' },
  ],
  cta: 'Załóż konto firmowe',
};

export default page;
