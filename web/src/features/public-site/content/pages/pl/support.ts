import type { PageText } from '../../types.ts';

const page: PageText = {
  metaTitle: 'Pomoc i najczęstsze pytania',
  metaDescription: 'Odpowiedzi na częste pytania o konta, wydarzenia, wyzwania i aplikacje w Fast-Track oraz formularz kontaktu z zespołem wsparcia.',
  eyebrow: 'Pomoc',
  title: 'Jak możemy pomóc?',
  lede: 'Przeszukaj najczęstsze pytania poniżej. Jeśli nie znajdziesz odpowiedzi, wyślij nam wiadomość.',
  cards: [
    { title: 'Konto i logowanie', text: 'Rejestracja, hasła, uczelniane adresy e-mail i usuwanie konta.' },
    { title: 'Wydarzenia i wyzwania', text: 'Zapisy, udział, zadawanie pytań i zasady rankingów.' },
    { title: 'Oferty i aplikacje', text: 'Aplikowanie, śledzenie aplikacji i to, co widzą pracodawcy.' },
  ],
  cta: 'Inne formy kontaktu',
};

export default page;
