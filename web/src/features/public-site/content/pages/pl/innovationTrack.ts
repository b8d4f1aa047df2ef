import type { PageText } from '../../types.ts';

const page: PageText = {
  metaTitle: 'Innovation Track: start-upy i produkt',
  metaDescription: 'Pracuj nad wyzwaniami start-upów i scale-upów, ucz się produktu i wzrostu i znajdź pracę w innowacyjnych firmach.',
  eyebrow: 'Innovation Track',
  title: 'Twórz, testuj i wprowadzaj z start-upami',
  lede: 'Podejmij wyzwania produktowe, wzrostowe i strategiczne młodych firm i poznaj założycieli, którzy zatrudniają.',
  cards: [
    { title: 'Prawdziwe problemy start-upów', text: 'Zaplanuj wejście na rynek, oszacuj rynek lub zaprojektuj funkcję, z informacją zwrotną od zespołu, który dał zadanie.' },
    { title: 'Umiejętności, które możesz pokazać', text: 'Każde ukończone wyzwanie pojawia się w Twoim profilu, widocznym dla pracodawców.' },
    { title: 'Praca w młodych firmach', text: 'Staże i pierwsze prace w start-upach w całej Europie.' },
  ],
  cta: 'Dołącz do Innovation Track',
};

export default page;
