import type { PageText } from '../../types.ts';

const page: PageText = {
  metaTitle: 'Wsparcie dla pracodawców',
  metaDescription: 'Uzyskaj pomoc w sprawie konta firmowego, wyzwań, wydarzeń i ofert pracy od zespołu wsparcia Fast-Track dla pracodawców.',
  eyebrow: 'Wsparcie dla pracodawców',
  title: 'Pomagamy Twojemu zespołowi',
  lede: 'Masz pytanie o stronę firmy, wydarzenie lub ofertę pracy? Napisz do nas, a opiekun klienta odpowie w ciągu dwóch dni roboczych.',
  cards: [
    { title: 'Pierwsze kroki', text: 'Utwórz firmę, zaproś współpracowników i wykonaj listę kontrolną na swoim pulpicie.' },
    { title: 'Publikowanie', text: 'Wydarzenia i oferty pojawiają się po zatwierdzeniu firmy; wersje robocze mogą czekać, ile trzeba.' },
    { title: 'Twoje dane', text: 'W każdej chwili możesz wyeksportować lub usunąć dane firmy; jeśli potrzebujesz pomocy, napisz do nas.' },
  ],
  cta: 'Zaloguj się do Employer Hub',
};

export default page;
