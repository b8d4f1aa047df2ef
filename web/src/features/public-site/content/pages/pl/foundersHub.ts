import type { PageText } from '../../types.ts';

const page: PageText = {
  metaTitle: 'Founders Hub: dla studentów, którzy chcą założyć firmę',
  metaDescription: 'Poznaj założycieli, bierz udział w wydarzeniach o zakładaniu firmy i znajdź współzałożycieli oraz pracę w młodych start-upach w Fast-Track.',
  eyebrow: 'Founders Hub',
  title: 'Od pomysłu do pierwszej firmy',
  lede: 'Ucz się od założycieli, którym się udało, testuj pomysły w wyzwaniach i poznawaj innych studentów, którzy chcą coś zbudować.',
  cards: [
    { title: 'Rozmowy z założycielami', text: 'Spotkania na żywo o finansowaniu, pierwszych zatrudnieniach i błędach, których warto unikać.' },
    { title: 'Ćwiczenia na prawdziwych case’ach', text: 'Wyzwania start-upowe rozwijają umiejętności potrzebne we własnej firmie.' },
    { title: 'Znajdź swój zespół', text: 'Poznaj studentów innych uczelni, którzy też chcą coś założyć.' },
  ],
  cta: 'Dołącz do Founders Hub',
};

export default page;
