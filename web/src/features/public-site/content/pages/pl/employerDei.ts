import type { PageText } from '../../types.ts';

const page: PageText = {
  metaTitle: 'Wizja DE&I: poszerz swoją pulę kandydatów',
  metaDescription: 'Docieraj do studentów z większej liczby uczelni i środowisk oraz mierz różnorodność swojej puli kandydatów z Fast-Track Employer Hub.',
  eyebrow: 'Różnorodność, równość i inkluzywność',
  title: 'Zatrudniaj według umiejętności, bez względu na pochodzenie',
  lede: 'Wyzwania pozwalają studentom pokazać, co potrafią, niezależnie od uczelni czy kontaktów. Twoja pula kandydatów rośnie, a Ty możesz to udowodnić.',
  cards: [
    { title: 'Nie tylko uczelnie docelowe', text: 'Studenci setek uczelni w Europie widzą Twoje wyzwania i wydarzenia, nie tylko ci mieszkający blisko biura.' },
    { title: 'Umiejętności przed CV', text: 'Rankingi z wyzwań stawiają na pierwszym miejscu kompetencje; to Ty decydujesz, kiedy widać nazwiska i uczelnie.' },
    { title: 'Raporty do udostępnienia', text: 'Zobacz skład swojej puli kandydatów według uczelni i roku studiów, zbiorczo i z poszanowaniem prywatności.' },
  ],
  cta: 'Załóż konto firmowe',
};

export default page;
