import type { LegalDocument } from '../../legal-document.ts';

const terms: LegalDocument = {
  title: 'Nutzungsbedingungen',
  summary:
    'Diese Bedingungen gelten für alle, die Fast-Track nutzen: Studierende, Arbeitgeber, Career Center und studentische Organisationen. Sie sind bewusst kurz; bitte lies sie vor der Registrierung.',
  sections: [
    {
      id: 'service',
      title: 'Was Fast-Track ist',
      blocks: [
        {
          p: 'Fast-Track verbindet Studierende mit Unternehmen über Veranstaltungen, virtuelle Challenges und Karrierepfade. Besucher können Veranstaltungen ohne Konto ansehen; für Teilnahme, Fragen und Unterstützen braucht es eines.',
        },
      ],
    },
    {
      id: 'account',
      title: 'Dein Konto',
      blocks: [
        {
          list: [
            'Studierende registrieren sich mit ihrer eigenen Hochschul-E-Mail-Adresse. Ein Konto pro Person.',
            'Mache wahre Angaben und halte sie aktuell.',
            'Behalte Passwort und Codes für dich. Du bist verantwortlich für das, was unter deinem Konto geschieht; sag uns sofort Bescheid, wenn du glaubst, dass jemand anderes es nutzt.',
          ],
        },
      ],
    },
    {
      id: 'use',
      title: 'Nutzung der Plattform',
      blocks: [
        {
          list: [
            'Halte dich an die Community-Richtlinien.',
            'Versuche nicht, Anmeldung, Ratenbegrenzungen oder andere Schutzmaßnahmen zu umgehen, die Sicherheit ohne Erlaubnis zu testen oder die Plattform zu überlasten.',
            'Kopiere keine Inhalte oder Daten anderer in großem Umfang, weder von Hand noch per Programm.',
            'Gib dich nicht als jemand anderes aus und sprich nicht für eine Organisation, die du nicht vertrittst.',
          ],
        },
      ],
    },
    {
      id: 'content',
      title: 'Was du veröffentlichst',
      blocks: [
        {
          p: 'Deine Fragen erscheinen öffentlich auf der Veranstaltungsseite, ohne deinen Namen, und bleiben dort auch nach dem Löschen deines Kontos. Deine Rechte an deinen Texten behältst du; du erlaubst uns, sie auf der Plattform zu zeigen. Gastgeber sind für ihre Veranstaltungen, Beschreibungen und Angebote verantwortlich. Wir können Inhalte entfernen, die gegen diese Bedingungen oder die Richtlinien verstoßen.',
        },
      ],
    },
    {
      id: 'events',
      title: 'Veranstaltungen und Angebote',
      blocks: [
        {
          p: 'Veranstaltungen, Challenges und Stellenangebote stammen von ihren Gastgebern, die über die Teilnahme entscheiden (manche Veranstaltungen brauchen ihre Freigabe). Fast-Track verspricht kein Vorstellungsgespräch, keinen Platz und keine Stelle; Rankings sind Hinweise, keine Bewertung deiner Person.',
        },
      ],
    },
    {
      id: 'availability',
      title: 'Verfügbarkeit und Änderungen',
      blocks: [
        {
          p: 'Wir arbeiten daran, dass Fast-Track verfügbar und korrekt ist, stellen es aber so bereit, wie es ist, ohne Garantie ständiger Verfügbarkeit oder Fehlerfreiheit. Funktionen können sich ändern; wichtige Änderungen kündigen wir nach Möglichkeit vorher an.',
        },
      ],
    },
    {
      id: 'ending',
      title: 'Beenden',
      blocks: [
        {
          p: 'Du kannst dein Konto jederzeit in den Einstellungen löschen. Wir können Konten sperren oder schließen und Organisationen sperren, die schwer oder wiederholt gegen diese Bedingungen verstoßen; wo möglich sagen wir dir vorher, warum.',
        },
      ],
    },
    {
      id: 'liability',
      title: 'Haftung',
      blocks: [
        {
          p: 'Wir haften, soweit das Gesetz es verlangt. Nichts in diesen Bedingungen beschränkt eine Haftung, die gesetzlich nicht beschränkt werden darf, oder deine Rechte als Verbraucher.',
        },
      ],
    },
    {
      id: 'updates',
      title: 'Änderungen dieser Bedingungen',
      blocks: [
        {
          p: 'Ändern sich diese Bedingungen, ändert sich das Datum oben mit. Über wichtige Änderungen informieren wir registrierte Nutzer, bevor sie gelten. Fragen bitte über die Hilfe-Seite.',
        },
      ],
    },
  ],
};

export default terms;
