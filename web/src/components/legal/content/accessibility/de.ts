import type { LegalDocument } from '../../legal-document.ts';

const accessibility: LegalDocument = {
  title: 'Erklärung zur Barrierefreiheit',
  summary:
    'Fast-Track soll für alle Studierenden funktionieren, egal mit welchem Gerät, welchen Browser-Einstellungen oder welcher assistiven Technologie. Diese Seite sagt, welchen Standard wir anstreben, wie wir ihn prüfen, was noch nicht funktioniert und wie du uns eine Barriere meldest.',
  sections: [
    {
      id: 'target',
      title: 'Unser Ziel',
      blocks: [
        {
          p: 'Wir streben Konformität mit den Web Content Accessibility Guidelines (WCAG) 2.2 auf Stufe AA an und damit mit der europäischen Norm EN 301 549, deren Anforderungen an das Web die der WCAG sind. Diese Erklärung gilt für die gesamte Webanwendung: die öffentlichen und rechtlichen Seiten und die Ansichten für Studierende, Arbeitgeber, Career Center und studentische Organisationen.',
        },
        { p: 'Stand: teilweise konform. Die bekannten Lücken stehen unten.' },
      ],
    },
    {
      id: 'testing',
      title: 'Wie wir prüfen',
      blocks: [
        {
          list: [
            'Automatische Prüfungen bei jeder Änderung: axe prüft die Regeln von WCAG 2.2 A und AA in Chromium auf jeder Ansicht für Studierende und jeder rechtlichen Seite, auf einem Smartphone-Bildschirm (390 px breit), abgemeldet und angemeldet.',
            'Jede Ansicht wird in allen sechs Sprachen bei 320, 390 und 1024 px Breite geöffnet; keine Seite darf seitlich scrollen oder Text abschneiden.',
            'Die wichtigsten Abläufe – Registrierung mit dem E-Mail-Code, Anmeldung, Wahl der Hochschule, eine Challenge bearbeiten, Nachrichten – werden allein mit der Tastatur getestet. Dialoge halten den Fokus in sich und geben ihn beim Schließen zurück.',
            'Wartezeiten und Fortschritt gibt es auch als Text: Die Code-Felder sagen, welche Ziffer sie sind, und eine Wartezeit vor „Code erneut senden“ wird einmal zu Beginn und einmal am Ende angesagt, nicht jede Sekunde.',
          ],
        },
      ],
    },
    {
      id: 'limits',
      title: 'Bekannte Einschränkungen',
      blocks: [
        {
          list: [
            'Automatische Prüfungen finden nur einen Teil der möglichen Barrieren. Eine vollständige manuelle Prüfung mit Screenreadern wie NVDA, JAWS, VoiceOver oder TalkBack hat es noch nicht gegeben.',
            'Die axe-Prüfungen laufen auf Englisch und in Chromium. Die anderen Sprachen und Browser werden auf Layout und Seitensprache geprüft, nicht gegen jede Regel.',
            'Inhalte, die Arbeitgeber, Career Center und studentische Organisationen einstellen – Veranstaltungstexte, Bilder, PDFs, Challenge-Material –, verantworten sie selbst. Wir bitten um Bildbeschreibungen, können aber nicht garantieren, dass jedes hochgeladene Dokument barrierefrei ist.',
            'Challenges haben ein Zeitlimit, das das Unternehmen festlegt. Wenn du wegen einer Behinderung mehr Zeit brauchst, melde dich vor dem Start bei uns.',
          ],
        },
      ],
    },
    {
      id: 'contact',
      title: 'Feedback und Kontakt',
      blocks: [
        {
          p: 'Wenn dir etwas auf Fast-Track schwerfällt oder unmöglich ist, sag es uns über die Seite „Hilfe“: die Adresse der Seite, was du versucht hast und was passiert ist. Wir beantworten jede Nachricht und stellen dir Inhalte oder Leistungen auf anderem Weg bereit, wenn wir eine Barriere nicht sofort beheben können.',
        },
        {
          p: 'Wenn dich unsere Antwort nicht zufriedenstellt, kannst du dich an die Stelle wenden, die in deinem Land das Recht zur Barrierefreiheit durchsetzt.',
        },
      ],
    },
  ],
};

export default accessibility;
