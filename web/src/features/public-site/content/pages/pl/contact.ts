import type { PageText } from '../../types.ts';

const page: PageText = {
  metaTitle: 'Kontakt z Fast-Track',
  metaDescription: 'Napisz do zespołu Fast-Track: pytania studentów, pracodawców, biur karier i organizacji studenckich.',
  eyebrow: 'Kontakt',
  title: 'Napisz do nas',
  lede: 'Student, pracodawca czy uczelnia: czytamy każdą wiadomość i odpowiadamy w ciągu dwóch dni roboczych.',
  cards: [
    { title: 'Pracodawcy', text: 'Aby zobaczyć Employer Hub, umów prezentację; nasz zespół sprzedaży się odezwie.' },
    { title: 'Biura karier', text: 'Nasz zespół ds. uczelni pomoże Ci wprowadzić Fast-Track na kampus.' },
    { title: 'Studenci', text: 'Pytania o konto, wydarzenia lub aplikacje? Odpowiedź może już być w naszych pytaniach i odpowiedziach.' },
  ],
  cta: 'Przeczytaj pytania i odpowiedzi',
};

export default page;
