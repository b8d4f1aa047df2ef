import type { PageText } from '../../types.ts';

const page: PageText = {
  metaTitle: 'Kontakt dla biur karier',
  metaDescription: 'Porozmawiaj z zespołem Fast-Track o wyzwaniach, wydarzeniach i ofertach pracy dla Twojej uczelni.',
  eyebrow: 'Kontakt',
  title: 'Porozmawiajmy o Twoich studentach',
  lede: 'Opowiedz nam o swojej uczelni i o tym, kiedy masz czas. Pokażemy Ci, jak biura karier pracują z Fast-Track.',
  cards: [
    { title: 'Krótka rozmowa', text: 'Trzydzieści minut z naszym zespołem ds. uczelni, w jednym z wybranych przez Ciebie terminów.' },
    { title: 'Odpowiedzi na Twoje pytania', text: 'Ochrona danych, domeny e-mail studentów, wspólny branding: zapytaj o wszystko.' },
    { title: 'Start od razu', text: 'Konto biura karier może być gotowe jeszcze tego samego dnia.' },
  ],
  cta: 'Zobacz zestaw marketingowy',
};

export default page;
