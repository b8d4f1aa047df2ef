import type { LegalDocument } from '../../legal-document.ts';
import { retention as r } from '../../retention.ts';

const cookie: LegalDocument = {
  title: 'Polityka cookies',
  summary:
    'Fast-Track ustawia jedno ciasteczko i zapisuje kilka wpisów w pamięci przeglądarki – wszystkie dla rzeczy, o które sam prosisz: Twojego języka i pozostania zalogowanym. Nie ma ciasteczek reklamowych, analitycznych ani stron trzecich, a nic z tego nie śledzi Cię na innych stronach.',
  sections: [
    {
      id: 'cookies',
      title: 'Ciasteczka',
      blocks: [
        {
          facts: [
            {
              name: 'i18next',
              code: true,
              rows: [
                ['Cel', 'Zapamiętuje język interfejsu, aby każda strona otwierała się w nim.'],
                ['Zawartość', 'Kod języka, np. „pl”.'],
                ['Ważność', `${r.languageCookieDays} dni, odnawiane przy każdej wizycie.`],
                ['Wysyłane do', 'Tylko tej strony (SameSite=Strict).'],
              ],
            },
          ],
        },
      ],
    },
    {
      id: 'local-storage',
      title: 'Pamięć lokalna',
      blocks: [
        { p: 'Zostaje w przeglądarce, dopóki się nie wylogujesz lub jej nie wyczyścisz; sama nigdzie niczego nie wysyła.' },
        {
          facts: [
            {
              name: 'token',
              code: true,
              rows: [
                ['Cel', 'Utrzymuje zalogowanie studenta (lub członka organizacji studenckiej).'],
                ['Zawartość', 'Losowy token logowania.'],
                ['Usuwany', 'Po wylogowaniu lub gdy sesja się skończy.'],
              ],
            },
            {
              name: 'careertoken',
              code: true,
              rows: [
                ['Cel', 'Utrzymuje zalogowanie pracowników biura karier.'],
                ['Zawartość', 'Losowy token logowania.'],
                ['Usuwany', 'Po wylogowaniu lub gdy sesja się skończy.'],
              ],
            },
            {
              name: 'root',
              code: true,
              rows: [
                ['Cel', 'Własny stan aplikacji, aby odświeżenie strony niczego nie gubiło.'],
                [
                  'Zawartość',
                  'Wybrana uczelnia; podczas rejestracji wpisany adres e-mail i osiągnięty krok; po zalogowaniu identyfikator konta, imię, nazwisko, ścieżki kariery i język; u pracodawców ich token logowania, bieżąca firma, edytowana oferta pracy i ostatnio otwarta oferta; ostatnio otwarta organizacja studencka.',
                ],
                ['Usuwany', 'Wylogowanie usuwa dane logowania, imię i nazwisko oraz adres e-mail. Wybrana uczelnia zostaje, aby kolejna rejestracja zaczynała się od niej.'],
              ],
            },
          ],
        },
      ],
    },
    {
      id: 'session-storage',
      title: 'Pamięć sesji',
      blocks: [
        { p: 'Znika po zamknięciu karty.' },
        {
          facts: [
            {
              name: 'admintoken',
              code: true,
              rows: [
                ['Cel', 'Utrzymuje zalogowanie administratora tylko w tej karcie.'],
                ['Zawartość', 'Losowy token logowania.'],
              ],
            },
            {
              name: 'onboarding-prompt-dismissed:<id>',
              code: true,
              rows: [
                ['Cel', 'Zapamiętuje, że zamknąłeś przypomnienie na pulpicie o uzupełnieniu profilu, aby nie wracało w tej karcie.'],
                ['Zawartość', 'Wartość „1”; nazwa kończy się Twoim identyfikatorem konta.'],
                ['Usuwany', 'Po zamknięciu karty.'],
              ],
            },
            {
              name: 'pending-social-registration',
              code: true,
              rows: [
                ['Cel', 'Przenosi Twoją rejestrację przez logowanie Google lub LinkedIn.'],
                ['Zawartość', 'Wybrana uczelnia, ewentualny kod zaproszenia i jednorazowa wartość.'],
                ['Usuwany', 'Zaraz po powrocie od dostawcy.'],
              ],
            },
          ],
        },
      ],
    },
    {
      id: 'choices',
      title: 'Twój wybór',
      blocks: [
        {
          p: 'Ponieważ każdy wpis służy czemuś, o co sam prosisz, nie pokazujemy banera zgody. Możesz je w każdej chwili usunąć w ustawieniach przeglądarki: zostaniesz wtedy wylogowany, a strona znów będzie używać języka przeglądarki. Mapy na stronach wydarzeń są ładowane z openstreetmap.org, który może ustawiać własne ciasteczka; zobacz Politykę prywatności.',
        },
      ],
    },
  ],
};

export default cookie;
