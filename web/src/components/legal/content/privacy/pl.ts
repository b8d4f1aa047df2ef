import type { LegalDocument } from '../../legal-document.ts';
import { retention as r } from '../../retention.ts';

const privacy: LegalDocument = {
  title: 'Polityka prywatności',
  summary:
    'Fast-Track to platforma kariery dla studentów, pracodawców, biur karier i organizacji studenckich. Ta strona mówi, co oprogramowanie przechowuje o Tobie, gdzie, jak długo i jak działa usuwanie – tak, jak robi to dziś kod, a nie tak, jakbyśmy chcieli.',
  sections: [
    {
      id: 'who',
      title: 'Kto odpowiada',
      blocks: [
        { p: 'Za Twoje dane odpowiada organizacja, która prowadzi tę instalację Fast-Track. Skontaktujesz się z nią przez stronę Pomocy.' },
        {
          p: 'Wszystko jest przechowywane na serwerach operatora: w bazie danych PostgreSQL oraz, w większych instalacjach, w Redis (wyłącznie liczniki, informacja, kto jest online, i odnośniki do wiadomości czekających na wysłanie). Kopie, które operator tworzy z własnej inicjatywy, np. kopie zapasowe bazy lub archiwa logów, podlegają jego własnym zasadom i nie są objęte podanymi tu terminami.',
        },
      ],
    },
    {
      id: 'account',
      title: 'Twoje konto',
      blocks: [
        {
          list: [
            'Twój adres e-mail, imię i nazwisko, gdy je podasz, skrót (hash) hasła (argon2id; samo hasło nigdy nie jest zapisywane), ewentualny wpisany tekst zaproszenia, język interfejsu oraz rodzaj konta (student, pracodawca, biuro karier).',
            'Studenci: Twoja uczelnia, rok studiów i Twoje ścieżki kariery.',
            'Członkowie firmy, biura karier lub organizacji studenckiej: do których organizacji należysz i jaką pełnisz w nich rolę.',
          ],
        },
        {
          p: 'Adres, imię i nazwisko oraz hash hasła leżą w osobnej tabeli tożsamości, oddzielnie od wszystkiego innego, tak aby dało się je całkowicie usunąć. Są przechowywane do czasu usunięcia konta.',
        },
      ],
    },
    {
      id: 'sign-in',
      title: 'Kody, sesje i linki',
      blocks: [
        {
          list: [
            `Kod rejestracyjny: 4 cyfry, ważny ${r.otpMinutes} minut, najwyżej ${r.otpAttempts} prób. Zapisywany jest tylko skrót z tajnym kluczem (HMAC) kodu i adresu, nigdy sam kod ani adres. Kod jest usuwany po użyciu, a nowy kod zastępuje stary. Kod, który wygasł nieużyty, pozostaje jako ten skrót, dopóki nie poprosisz o nowy lub nie usuniesz konta.`,
            `Sesje: przeglądarka przechowuje losowy token, serwer tylko jego skrót SHA-256. Sesja kończy się ${r.sessionDays} dni po ostatnim użyciu (każde użycie ją przedłuża). Wylogowanie ją usuwa; zmiana hasła kończy pozostałe sesje; reset hasła lub usunięcie konta kończy wszystkie. Wygasła sesja zostaje jako wiersz ze skrótem do czasu usunięcia konta.`,
            `Linki do resetu hasła i odblokowania: ważne ${r.linkMinutes} minut i jednorazowe; zapisywany jest tylko ich skrót SHA-256.`,
            `Logowanie przez Google lub LinkedIn, tylko jeśli je wybierzesz: wypełniony formularz i jednorazowa wartość są przechowywane najwyżej ${r.socialSignInMinutes} minut, gdy jesteś u dostawcy, a potem usuwane. Od dostawcy otrzymujemy potwierdzony adres e-mail i imię oraz nazwisko.`,
          ],
        },
      ],
    },
    {
      id: 'activity',
      title: 'Co robisz na platformie',
      blocks: [
        {
          list: [
            'Wydarzenia, w których uczestniczysz lub chcesz uczestniczyć, Twoje pytania i pytania, które popierasz, trafiają do dziennika zdarzeń platformy – historii, do której wyłącznie się dopisuje. Wpisy te zawierają Twój losowy identyfikator konta, nigdy imię, nazwisko ani adres.',
            'Firma organizująca wydarzenie widzi, kto w nim uczestniczy lub prosi o udział: Twoje imię i nazwisko oraz uczelnię, nigdy adres e-mail.',
            'Pytania są publiczne na stronie wydarzenia, jako tekst bez Twojego imienia. Tekst zostaje także po usunięciu konta, więc nie pisz w pytaniu niczego, co nie powinno tam zostać.',
            'Dziennik zdarzeń nie zawiera adresów e-mail, imion, nazwisk ani haseł. O Twoim koncie zapisuje tylko losowy identyfikator, rodzaj konta, sposób rejestracji, uczelnię, rok studiów, ścieżki kariery i język, każde z datą.',
            `Gdy jesteś zalogowany i masz otwartą stronę, serwer wie, że Twój identyfikator konta jest online (by policzyć obecnych). Zapomina o tym, gdy wychodzisz, lub w ciągu ${r.presenceSeconds} sekund, jeśli serwer przestanie działać.`,
          ],
        },
      ],
    },
    {
      id: 'applications',
      title: 'Aplikacje o pracę',
      blocks: [
        {
          p: 'Gdy aplikujesz na ofertę pracy, zapisywany jest Twój list motywacyjny oraz, jeśli go dołączysz, Twoje CV (plik PDF): list w bazie danych, plik w magazynie plików platformy (na dysku serwera lub w magazynie zgodnym z S3 skonfigurowanym przez operatora). Zespół zatrudniającej firmy widzi je razem z Twoim imieniem i nazwiskiem, uczelnią i ścieżkami kariery. Etapy Twojej aplikacji są zapisane w dzienniku zdarzeń pod Twoim losowym identyfikatorem konta. List i CV zostają przy aplikacji, także po jej wycofaniu, do czasu usunięcia konta.',
        },
      ],
    },
    {
      id: 'inquiries',
      title: 'Zgłoszenia wysłane przez formularze strony publicznej',
      blocks: [
        {
          p: `Gdy rezerwujesz prezentację, kontaktujesz się z nami jako biuro karier albo wysyłasz pytanie do wsparcia, zapisujemy twoje imię i nazwisko, adres e-mail, organizację (prezentacja i biuro karier) oraz wiadomość w bazie danych, osobno od dziennika zdarzeń, który zapisuje tylko rodzaj zgłoszenia, jego język, czas i to, co wybrano z list formularza. Zgłoszenie trafia e-mailem na adres handlowy operatora, a do ciebie potwierdzenie. Zapisane zgłoszenie usuwamy ${r.inquiryDays} dni po wysłaniu, niezależnie od tego, czy masz konto; jeśli usuniesz konto wcześniej, wszystkie zgłoszenia wysłane z jego adresu znikną razem z nim. Kopie w skrzynce operatora podlegają jego zasadom. Zgłoszenia wysłane przed 23 listopada 2026 r. zapisano w całości w dzienniku zdarzeń i nie da się ich z niego usunąć.`,
        },
      ],
    },
    {
      id: 'mail',
      title: 'Wiadomości e-mail',
      blocks: [
        {
          list: [
            'Wysyłamy kody rejestracyjne, linki do resetu hasła i odblokowania, zaproszenia do zespołów oraz powiadomienia o wydarzeniach, w których uczestniczysz lub chcesz uczestniczyć, i o ofertach, na które aplikowałeś (zmiana, odwołanie, decyzja), przez serwer pocztowy skonfigurowany przez operatora.',
            `Wiadomość czekająca na wysłanie leży wraz z treścią w bazie danych, aż zostanie wysłana; jeśli nie da się jej wysłać, po ${r.pendingMailHours} godzinach jest porzucana. Kolejka zawiera tylko odnośnik do niej.`,
            'Po wysłaniu przechowywany jest jednokierunkowy skrót Twojego adresu i identyfikatora wiadomości, aby ponowna próba nigdy nie wysłała jej dwa razy. Skróty te zostają do czasu usunięcia konta.',
            'Jeśli operator nie skonfigurował serwera pocztowego (środowiska testowe i deweloperskie), wiadomości nie są wysyłane, lecz przechowywane z pełną treścią w lokalnej tabeli skrzynki nadawczej, do czasu usunięcia konta o tym adresie.',
          ],
        },
      ],
    },
    {
      id: 'invitations',
      title: 'Zaproszenia do zespołu',
      blocks: [
        {
          p: `Gdy zespół Cię zaprasza, Twój adres jest zapisywany wraz z zaproszeniem; link działa jednorazowo przez ${r.invitationDays} dni. Zaproszenie, którego nikt nie przyjął, nie jest jeszcze usuwane automatycznie: zostaje, dopóki nie zastąpi go nowe, dopóki konto z tym adresem nie zostanie usunięte albo dopóki nie poprosisz operatora o jego usunięcie.`,
        },
      ],
    },
    {
      id: 'limits',
      title: 'Ochrona przed nadużyciami',
      blocks: [
        {
          p: `Aby powstrzymać zgadywanie haseł i zalew wiadomości, próby są liczone dla każdego adresu e-mail i każdego adresu sieciowego (IP) – na przykład ${r.loginAttemptsPerAddress} nieudanych logowań na adres w ciągu ${r.loginWindowMinutes} minut. Liczniki są zapisane pod skrótem adresu, nie pod samym adresem, i same się usuwają najpóźniej po ${r.longestCounterMinutes} minutach. Usunięcie konta zeruje liczniki Twojego adresu.`,
        },
      ],
    },
    {
      id: 'logs',
      title: 'Logi serwera',
      blocks: [
        {
          list: [
            'Aplikacja zapisuje jedną linię na żądanie: czas, metodę, ścieżkę, status, czas trwania i losowy identyfikator żądania. Nie zapisuje Twojego adresu IP, wpisanych treści, haseł, kodów ani tokenów.',
            'Gdy platforma działa za swoją bramą (nginx), log dostępu bramy zapisuje przy każdym żądaniu także Twój adres IP.',
            'Logi trafiają na wyjście serwera. O tym, jak długo są przechowywane, decyduje system logów operatora, a nie Fast-Track.',
          ],
        },
      ],
    },
    {
      id: 'browser',
      title: 'W Twojej przeglądarce',
      blocks: [
        {
          p: 'Fast-Track ustawia jedno ciasteczko (Twój język) i korzysta z pamięci lokalnej i pamięci sesji przeglądarki, abyś pozostał zalogowany i nie stracił postępu rejestracji. Żadnych ciasteczek reklamowych ani analitycznych. Każdy wpis znajdziesz w Polityce cookies.',
        },
      ],
    },
    {
      id: 'others',
      title: 'Inne usługi',
      blocks: [
        {
          list: [
            'Strony wydarzeń z mapą pokazują mapę OpenStreetMap; przeglądarka pobiera ją z openstreetmap.org, który widzi Twój adres IP. Mapy Google otwierają się tylko po kliknięciu linku.',
            'Google i LinkedIn tylko wtedy, gdy logujesz się przez nie; do ich działań stosuje się ich własne polityki prywatności.',
            'Twoje dane nie są sprzedawane ani wykorzystywane do reklam.',
          ],
        },
      ],
    },
    {
      id: 'delete',
      title: 'Usuwanie konta',
      blocks: [
        {
          p: 'W Ustawieniach wybierz „Usuń konto” i potwierdź hasłem. W jednym kroku serwer usuwa Twoją tożsamość (adres, imię i nazwisko, hash hasła), wszystkie sesje, oczekujący kod, linki do resetu i odblokowania, wiadomości wciąż czekające na wysłanie do Ciebie, kopie w skrzynce nadawczej i skróty wysłanych wiadomości dla Twojego adresu oraz zaproszenia skierowane do Ciebie; wycofuje Twoje otwarte aplikacje o pracę i usuwa listy motywacyjne oraz pliki CV; kończy członkostwa w zespołach i wycofuje prośby o dołączenie. Następnie zeruje liczniki nadużyć Twojego adresu. Potem adres może zarejestrować się ponownie.',
        },
        {
          list: [
            'Co zostaje: wpisy w dzienniku zdarzeń pod Twoim losowym identyfikatorem konta (udziały, poparcia, tekst Twoich pytań, etapy Twoich aplikacji o pracę, uczelnia, rok studiów i ścieżki kariery). Nic już nie łączy ich z Twoim adresem ani imieniem.',
            'Jeśli jesteś jedynym właścicielem zespołu, który ma innych członków, najpierw uczyń właścicielem kogoś innego; do tego czasu usunięcie jest odrzucane.',
            'Jeśli zarejestrowałeś się przez Google lub LinkedIn i nie masz hasła, najpierw ustaw je przez „Nie pamiętasz hasła?”.',
          ],
        },
      ],
    },
    {
      id: 'rights',
      title: 'Twoje prawa',
      blocks: [
        {
          p: 'W Ustawieniach możesz w każdej chwili poprawić imię i nazwisko, zmienić ścieżki kariery i język oraz usunąć konto. Aby otrzymać kopię swoich danych lub w każdej innej sprawie z nimi związanej, skontaktuj się z operatorem przez stronę Pomocy. W UE, EOG i Wielkiej Brytanii możesz też złożyć skargę do organu ochrony danych.',
        },
      ],
    },
  ],
};

export default privacy;
