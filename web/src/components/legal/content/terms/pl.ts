import type { LegalDocument } from '../../legal-document.ts';

const terms: LegalDocument = {
  title: 'Regulamin',
  summary:
    'Ten regulamin dotyczy każdego, kto korzysta z Fast-Track: studentów, pracodawców, biur karier i organizacji studenckich. Jest celowo krótki; przeczytaj go przed rejestracją.',
  sections: [
    {
      id: 'service',
      title: 'Czym jest Fast-Track',
      blocks: [
        {
          p: 'Fast-Track łączy studentów z firmami poprzez wydarzenia, wirtualne wyzwania i ścieżki kariery. Odwiedzający mogą przeglądać wydarzenia bez konta; udział, zadawanie pytań i popieranie ich wymagają konta.',
        },
      ],
    },
    {
      id: 'account',
      title: 'Twoje konto',
      blocks: [
        {
          list: [
            'Studenci rejestrują się własnym uczelnianym adresem e-mail. Jedno konto na osobę.',
            'Podawaj prawdziwe dane i aktualizuj je.',
            'Nie udostępniaj hasła ani kodów. Odpowiadasz za to, co dzieje się na Twoim koncie; od razu daj nam znać, jeśli sądzisz, że korzysta z niego ktoś inny.',
          ],
        },
      ],
    },
    {
      id: 'use',
      title: 'Korzystanie z platformy',
      blocks: [
        {
          list: [
            'Przestrzegaj Zasad społeczności.',
            'Nie próbuj obchodzić logowania, limitów ani innych zabezpieczeń, testować bezpieczeństwa bez zgody ani przeciążać platformy.',
            'Nie kopiuj hurtowo treści ani danych innych osób, ani ręcznie, ani programem.',
            'Nie podszywaj się pod nikogo i nie występuj w imieniu organizacji, której nie reprezentujesz.',
          ],
        },
      ],
    },
    {
      id: 'content',
      title: 'Co publikujesz',
      blocks: [
        {
          p: 'Twoje pytania są widoczne publicznie na stronie wydarzenia, bez Twojego imienia, i zostają tam także po usunięciu konta. Zachowujesz prawa do tego, co piszesz, i pozwalasz nam pokazywać to na platformie. Organizatorzy odpowiadają za swoje wydarzenia, opisy i oferty. Możemy usuwać treści naruszające ten regulamin lub zasady.',
        },
      ],
    },
    {
      id: 'events',
      title: 'Wydarzenia i oferty',
      blocks: [
        {
          p: 'Wydarzenia, wyzwania i oferty pracy pochodzą od organizatorów, którzy decydują o udziale (niektóre wydarzenia wymagają ich zgody). Fast-Track nie obiecuje rozmowy kwalifikacyjnej, miejsca ani pracy, a rankingi są wskazówką, nie oceną Ciebie jako osoby.',
        },
      ],
    },
    {
      id: 'availability',
      title: 'Dostępność i zmiany',
      blocks: [
        {
          p: 'Dbamy o to, by Fast-Track był dostępny i poprawny, ale udostępniamy go w obecnej postaci, bez gwarancji stałej dostępności ani braku błędów. Funkcje mogą się zmieniać; o ważnych zmianach informujemy z wyprzedzeniem, gdy to możliwe.',
        },
      ],
    },
    {
      id: 'ending',
      title: 'Zakończenie',
      blocks: [
        {
          p: 'Możesz w każdej chwili usunąć konto w Ustawieniach. Możemy zawiesić lub zamknąć konta oraz zawiesić organizacje, które poważnie lub wielokrotnie naruszają ten regulamin; w miarę możliwości najpierw podamy powód.',
        },
      ],
    },
    {
      id: 'liability',
      title: 'Odpowiedzialność',
      blocks: [
        {
          p: 'Odpowiadamy w zakresie wymaganym przez prawo. Nic w tym regulaminie nie ogranicza odpowiedzialności, której prawo nie pozwala ograniczyć, ani Twoich praw jako konsumenta.',
        },
      ],
    },
    {
      id: 'updates',
      title: 'Zmiany regulaminu',
      blocks: [
        {
          p: 'Gdy regulamin się zmienia, zmienia się też data na górze. O ważnych zmianach informujemy zarejestrowanych użytkowników, zanim zaczną obowiązywać. Pytania kieruj przez stronę Pomocy.',
        },
      ],
    },
  ],
};

export default terms;
