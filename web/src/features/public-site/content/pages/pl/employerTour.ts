import type { PageText } from '../../types.ts';

const page: PageText = {
  metaTitle: 'Umów prezentację Employer Hub',
  metaDescription: 'Wybierz termin, a nasz zespół pokaże Ci Fast-Track Employer Hub: wyzwania, wydarzenia, oferty pracy i analitykę.',
  eyebrow: 'Umów prezentację',
  title: 'Employer Hub w trzydzieści minut',
  lede: 'Opowiedz nam krótko o swojej firmie i o tym, kiedy Ci pasuje. Pokażemy Ci Hub na przykładach z Twojej branży.',
  cards: [
    { title: 'Prezentacja na żywo', text: 'Osoba z naszego zespołu udostępnia ekran i na bieżąco odpowiada na pytania.' },
    { title: 'Dopasowana do Twoich celów', text: 'Rekrutacja absolwentów, staże czy employer branding: skupiamy się na tym, czego potrzebujesz.' },
    { title: 'Bez zobowiązań', text: 'Prezentacja jest bezpłatna, a potem sam decydujesz, czy Fast-Track jest dla Ciebie.' },
  ],
  cta: 'Porównaj pakiety',
};

export default page;
