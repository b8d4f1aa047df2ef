import type { LegalDocument } from '../../legal-document.ts';

const accessibility: LegalDocument = {
  title: 'Deklaracja dostępności',
  summary:
    'Fast-Track ma działać dla każdego studenta, niezależnie od urządzenia, ustawień przeglądarki czy technologii wspomagających. Ta strona mówi, do jakiego standardu dążymy, jak go sprawdzamy, co jeszcze nie działa i jak zgłosić nam barierę.',
  sections: [
    {
      id: 'target',
      title: 'Nasz cel',
      blocks: [
        {
          p: 'Dążymy do zgodności z Wytycznymi dotyczącymi dostępności treści internetowych (WCAG) 2.2 na poziomie AA, a tym samym z europejską normą EN 301 549, której wymagania dla stron internetowych są wymaganiami WCAG. Deklaracja obejmuje całą aplikację: strony publiczne i prawne oraz ekrany studentów, pracodawców, biur karier i organizacji studenckich.',
        },
        { p: 'Stan: częściowo zgodna. Znane braki są wymienione poniżej.' },
      ],
    },
    {
      id: 'testing',
      title: 'Jak sprawdzamy',
      blocks: [
        {
          list: [
            'Automatyczne testy przy każdej zmianie: axe sprawdza reguły WCAG 2.2 A i AA w Chromium na każdym ekranie studenta i każdej stronie prawnej, na ekranie telefonu (390 px szerokości), po zalogowaniu i bez logowania.',
            'Każdy ekran jest otwierany we wszystkich sześciu językach przy szerokości 320, 390 i 1024 px; żadna strona nie może przewijać się w bok ani ucinać tekstu.',
            'Główne ścieżki – rejestracja z kodem z e-maila, logowanie, wybór uczelni, rozwiązywanie challenge’u, wiadomości – są testowane wyłącznie klawiaturą. Okna dialogowe trzymają fokus w sobie i oddają go po zamknięciu.',
            'Czas oczekiwania i postęp są podawane również jako tekst: pola kodu mówią, którą są cyfrą, a oczekiwanie przed „Wyślij kod ponownie” jest ogłaszane raz na początku i raz na końcu, a nie co sekundę.',
          ],
        },
      ],
    },
    {
      id: 'limits',
      title: 'Znane ograniczenia',
      blocks: [
        {
          list: [
            'Testy automatyczne wykrywają tylko część możliwych barier. Nie przeprowadzono jeszcze pełnego ręcznego audytu z czytnikami ekranu, takimi jak NVDA, JAWS, VoiceOver czy TalkBack.',
            'Testy axe działają po angielsku i w Chromium. Pozostałe języki i przeglądarki są sprawdzane pod kątem układu i języka strony, a nie każdej reguły.',
            'Za treści dodawane przez pracodawców, biura karier i organizacje studenckie – opisy wydarzeń, obrazy, pliki PDF, materiały do challenge’ów – odpowiadają one same. Prosimy o opisy obrazów, ale nie możemy zagwarantować, że każdy przesłany dokument jest dostępny.',
            'Challenge’e mają limit czasu ustalony przez firmę. Jeśli z powodu niepełnosprawności potrzebujesz więcej czasu, skontaktuj się z nami przed rozpoczęciem.',
          ],
        },
      ],
    },
    {
      id: 'contact',
      title: 'Uwagi i kontakt',
      blocks: [
        {
          p: 'Jeśli coś w Fast-Track jest dla Ciebie trudne lub niemożliwe w użyciu, napisz do nas przez stronę Pomoc: adres strony, co próbowałeś zrobić i co się stało. Odpowiadamy na każdą wiadomość, a gdy nie możemy od razu usunąć bariery, udostępniamy treść lub usługę w inny sposób.',
        },
        {
          p: 'Jeśli nasza odpowiedź Cię nie zadowala, możesz zwrócić się do organu, który w Twoim kraju egzekwuje przepisy o dostępności.',
        },
      ],
    },
  ],
};

export default accessibility;
