import type { PageText } from '../../types.ts';

const page: PageText = {
  metaTitle: 'Dla biur karier',
  metaDescription: 'Daj swoim studentom dostęp do wyzwań, wydarzeń i ofert pracy czołowych firm i śledź ich aktywność dzięki narzędziom Fast-Track dla biur karier.',
  eyebrow: 'Biura karier',
  title: 'Więcej możliwości dla Twoich studentów',
  lede: 'Sprowadź na swoją uczelnię wyzwania, wydarzenia i oferty pracy czołowych firm i zobacz, jak biorą w nich udział Twoi studenci.',
  cards: [
    { title: 'Własne wydarzenia', text: 'Publikuj targi pracy i warsztaty obok wydarzeń pracodawców, w razie potrzeby tylko dla swoich studentów.' },
    { title: 'Pracodawcy, którzy przychodzą do Ciebie', text: 'Firmy znajdują Twoją uczelnię w Fast-Track i zapraszają Twoich studentów do swoich programów.' },
    { title: 'Gotowe materiały promocyjne', text: 'Plakaty, slajdy i szablony e-maili w sześciu językach, by przedstawić Fast-Track na kampusie.' },
  ],
  cta: 'Zarejestruj biuro karier',
};

export default page;
