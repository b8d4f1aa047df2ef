import type { PageText } from '../../types.ts';

const page: PageText = {
  metaTitle: 'Komunikator: rozmawiaj bezpośrednio z kandydatami',
  metaDescription: 'Pisz do studentów, którzy wzięli udział w Twoich wyzwaniach i wydarzeniach, i trzymaj wszystkie rozmowy zespołu w jednym miejscu.',
  eyebrow: 'Rozwiązania: komunikator',
  title: 'Zacznij rozmowę wcześnie',
  lede: 'Napisz do studentów, którzy Ci zaimponowali, odpowiedz na ich pytania o firmę i trzymaj każdą wymianę obok ich profilu.',
  cards: [
    { title: 'Bezpośrednio i osobiście', text: 'Napisz po świetnym wyniku w wyzwaniu lub po wydarzeniu, bez wymiany adresów e-mail.' },
    { title: 'Cały Twój zespół', text: 'Współpracownicy widzą historię, więc kandydat nigdy nie musi się powtarzać.' },
    { title: 'Z szacunkiem dla studentów', text: 'Studenci wybierają, kto może do nich pisać, i w każdej chwili mogą opuścić rozmowę.' },
  ],
  cta: 'Załóż konto firmowe',
};

export default page;
