import type { LegalDocument } from '../../legal-document.ts';
import { retention as r } from '../../retention.ts';

const privacy: LegalDocument = {
  title: 'Datenschutzerklärung',
  summary:
    'Fast-Track ist eine Karriereplattform für Studierende, Arbeitgeber, Career Center und studentische Organisationen. Diese Seite sagt, was die Software über dich speichert, wo, wie lange und wie das Löschen funktioniert – so, wie der Code es heute tut, nicht wie wir es gern hätten.',
  sections: [
    {
      id: 'who',
      title: 'Wer verantwortlich ist',
      blocks: [
        { p: 'Verantwortlich für deine Daten ist die Organisation, die diese Fast-Track-Installation betreibt. Du erreichst sie über die Hilfe-Seite.' },
        {
          p: 'Alles wird auf den Servern des Betreibers gespeichert: in einer PostgreSQL-Datenbank und, bei größeren Installationen, in Redis (nur Zähler, wer gerade online ist, und Verweise auf noch zu sendende E-Mails). Kopien, die der Betreiber aus eigenem Entschluss anlegt, etwa Datenbank-Backups oder Log-Archive, folgen seinen eigenen Regeln und sind von den Angaben auf dieser Seite nicht erfasst.',
        },
      ],
    },
    {
      id: 'account',
      title: 'Dein Konto',
      blocks: [
        {
          list: [
            'Deine E-Mail-Adresse, dein Vor- und Nachname, sobald du sie angibst, ein Hash deines Passworts (argon2id; das Passwort selbst wird nie gespeichert), ein eventuell eingegebener Einladungstext, deine Oberflächensprache und die Art des Kontos (Studierende, Arbeitgeber, Career Center).',
            'Studierende: deine Hochschule, dein Studienjahr und deine Karrierepfade.',
            'Mitglieder eines Unternehmens, Career Centers oder einer studentischen Organisation: zu welchen Organisationen du gehörst und deine Rolle dort.',
          ],
        },
        {
          p: 'Adresse, Namen und Passwort-Hash liegen in einer eigenen Tabelle der Identitäten, getrennt von allem anderen, damit sie vollständig gelöscht werden können. Sie bleiben gespeichert, bis du dein Konto löschst.',
        },
      ],
    },
    {
      id: 'sign-in',
      title: 'Codes, Sitzungen und Links',
      blocks: [
        {
          list: [
            `Registrierungscode: 4 Ziffern, ${r.otpMinutes} Minuten gültig, höchstens ${r.otpAttempts} Versuche. Gespeichert wird nur ein mit geheimem Schlüssel gebildeter Hash (HMAC) des Codes und deiner Adresse, nie der Code oder die Adresse. Der Code wird bei Verwendung gelöscht, ein neuer Code ersetzt den alten. Ein unbenutzt abgelaufener Code bleibt als dieser Hash, bis du einen neuen anforderst oder dein Konto löschst.`,
            `Sitzungen: Dein Browser hält ein zufälliges Token, der Server nur dessen SHA-256-Hash. Eine Sitzung endet ${r.sessionDays} Tage nach der letzten Nutzung (jede Nutzung verlängert sie). Abmelden löscht sie; eine Passwortänderung beendet deine anderen Sitzungen; das Zurücksetzen des Passworts oder das Löschen des Kontos beendet alle. Eine abgelaufene Sitzung bleibt als Hash-Zeile, bis dein Konto gelöscht wird.`,
            `Links zum Zurücksetzen des Passworts und zum Entsperren: ${r.linkMinutes} Minuten gültig und nur einmal nutzbar; gespeichert wird nur ihr SHA-256-Hash.`,
            `Anmeldung mit Google oder LinkedIn, nur wenn du sie wählst: Das ausgefüllte Formular und ein Einmalwert werden höchstens ${r.socialSignInMinutes} Minuten aufbewahrt, während du beim Anbieter bist, und dann gelöscht. Vom Anbieter erhalten wir deine bestätigte E-Mail-Adresse und deinen Namen.`,
          ],
        },
      ],
    },
    {
      id: 'activity',
      title: 'Was du auf der Plattform tust',
      blocks: [
        {
          list: [
            'Veranstaltungen, an denen du teilnimmst oder teilnehmen möchtest, deine Fragen und die Fragen, die du unterstützt, werden im Ereignisprotokoll der Plattform festgehalten, einer Historie, die nur ergänzt wird. Diese Einträge tragen deine zufällige Konto-ID, nie deinen Namen oder deine Adresse.',
            'Das Unternehmen, das eine Veranstaltung ausrichtet, sieht, wer teilnimmt oder teilnehmen möchte: deinen Vor- und Nachnamen und deine Hochschule, nie deine E-Mail-Adresse.',
            'Fragen sind auf der Veranstaltungsseite öffentlich, als Text ohne deinen Namen. Der Text bleibt auch nach dem Löschen deines Kontos stehen – schreib also nichts in eine Frage, das dort nicht bleiben soll.',
            'Das Ereignisprotokoll enthält keine E-Mail-Adressen, Namen oder Passwörter. Über dein Konto hält es nur die zufällige ID, die Kontoart, die Art der Registrierung, deine Hochschule, dein Studienjahr, deine Karrierepfade und deine Sprache fest, jeweils mit Datum.',
            `Solange du angemeldet bist und die Seite geöffnet hast, weiß der Server, dass deine Konto-ID online ist (um die Anwesenden zu zählen). Er vergisst es, wenn du gehst, oder innerhalb von ${r.presenceSeconds} Sekunden, wenn ein Server ausfällt.`,
          ],
        },
      ],
    },
    {
      id: 'applications',
      title: 'Bewerbungen',
      blocks: [
        {
          p: 'Bewirbst du dich auf eine Stelle, werden dein Anschreiben und, falls du einen anhängst, dein Lebenslauf (eine PDF-Datei) gespeichert: das Anschreiben in der Datenbank, die Datei im Dateispeicher der Plattform (auf der Festplatte des Servers oder in einem S3-kompatiblen Speicher, den der Betreiber einrichtet). Das Team des einstellenden Unternehmens sieht beides zusammen mit deinem Namen, deiner Hochschule und deinen Karrierepfaden. Die Stufen deiner Bewerbung stehen im Ereignisprotokoll unter deiner zufälligen Konto-ID. Anschreiben und Lebenslauf bleiben bei der Bewerbung, auch wenn du sie zurückziehst, bis du dein Konto löschst.',
        },
      ],
    },
    {
      id: 'inquiries',
      title: 'Anfragen über die Formulare der öffentlichen Seiten',
      blocks: [
        {
          p: `Wenn du eine Tour buchst, uns als Career Center kontaktierst oder eine Support-Frage schickst, speichern wir deinen Namen, deine E-Mail-Adresse, deine Organisation (Tour und Career Center) und deine Nachricht in der Datenbank, getrennt vom Ereignisprotokoll, das nur die Art der Anfrage, ihre Sprache, die Zeit und deine Auswahl aus den Listen des Formulars festhält. Deine Anfrage geht per E-Mail an die Vertriebsadresse des Betreibers, an dich eine Bestätigung. Die gespeicherte Anfrage wird ${r.inquiryDays} Tage nach dem Absenden gelöscht, ob du ein Konto hast oder nicht; löschst du dein Konto früher, werden alle von seiner Adresse gesendeten Anfragen mit ihm gelöscht. Kopien im eigenen Postfach des Betreibers folgen dessen Regeln. Anfragen, die vor dem 23. November 2026 gesendet wurden, stehen vollständig im Ereignisprotokoll und können dort nicht gelöscht werden.`,
        },
      ],
    },
    {
      id: 'mail',
      title: 'E-Mails',
      blocks: [
        {
          list: [
            'Wir senden Registrierungscodes, Links zum Zurücksetzen und Entsperren, Team-Einladungen sowie Hinweise zu Veranstaltungen, an denen du teilnimmst oder teilnehmen möchtest, und zu Stellen, auf die du dich beworben hast (eine Änderung, eine Absage, eine Entscheidung), über den Mailserver, den der Betreiber einrichtet.',
            `Eine noch nicht gesendete E-Mail liegt mit ihrem Inhalt in der Datenbank, bis sie gesendet ist; lässt sie sich nicht senden, wird sie nach ${r.pendingMailHours} Stunden aufgegeben. Die Warteschlange enthält nur einen Verweis darauf.`,
            'Nach dem Senden bleibt ein Einweg-Hash deiner Adresse und der Mail-ID gespeichert, damit ein erneuter Versuch keine Mail doppelt sendet. Diese Hashes bleiben, bis du dein Konto löschst.',
            'Hat der Betreiber keinen Mailserver eingerichtet (Test- und Entwicklungsumgebungen), werden Mails nicht gesendet, sondern mit vollem Inhalt in einer lokalen Postausgangstabelle aufbewahrt, bis das Konto dieser Adresse gelöscht wird.',
          ],
        },
      ],
    },
    {
      id: 'invitations',
      title: 'Einladungen in ein Team',
      blocks: [
        {
          p: `Lädt dich ein Team ein, wird deine Adresse mit der Einladung gespeichert; der Link funktioniert einmal und ${r.invitationDays} Tage lang. Eine nie angenommene Einladung wird noch nicht automatisch entfernt: Sie bleibt, bis eine neue sie ersetzt, bis ein Konto mit dieser Adresse gelöscht wird oder bis du den Betreiber bittest, sie zu entfernen.`,
        },
      ],
    },
    {
      id: 'limits',
      title: 'Schutz vor Missbrauch',
      blocks: [
        {
          p: `Gegen das Erraten von Passwörtern und Mail-Fluten werden Versuche je E-Mail-Adresse und je Netzwerkadresse (IP) gezählt – zum Beispiel ${r.loginAttemptsPerAddress} fehlgeschlagene Anmeldungen je Adresse in ${r.loginWindowMinutes} Minuten. Die Zähler liegen unter einem Hash der Adresse, nicht unter der Adresse selbst, und löschen sich nach höchstens ${r.longestCounterMinutes} Minuten von selbst. Das Löschen deines Kontos setzt die Zähler deiner Adresse zurück.`,
        },
      ],
    },
    {
      id: 'logs',
      title: 'Server-Logs',
      blocks: [
        {
          list: [
            'Die Anwendung schreibt eine Zeile je Anfrage: Zeit, Methode, Pfad, Status, Dauer und eine zufällige Anfrage-ID. Sie protokolliert weder deine IP-Adresse noch Eingaben, Passwörter, Codes oder Tokens.',
            'Läuft die Plattform hinter ihrem Gateway (nginx), hält dessen Zugriffslog zu jeder Anfrage auch deine IP-Adresse fest.',
            'Logs gehen an die Ausgabe des Servers. Wie lange sie aufbewahrt werden, entscheidet der Log-Speicher des Betreibers, nicht Fast-Track.',
          ],
        },
      ],
    },
    {
      id: 'browser',
      title: 'In deinem Browser',
      blocks: [
        {
          p: 'Fast-Track setzt ein Cookie (deine Sprache) und nutzt den lokalen Speicher und den Sitzungsspeicher deines Browsers, damit du angemeldet bleibst und dein Registrierungsfortschritt erhalten bleibt. Keine Werbe- oder Analyse-Cookies. Jeder Eintrag steht in der Cookie-Richtlinie.',
        },
      ],
    },
    {
      id: 'others',
      title: 'Andere Dienste',
      blocks: [
        {
          list: [
            'Veranstaltungsseiten mit Karte zeigen eine OpenStreetMap-Karte; dein Browser lädt sie von openstreetmap.org, das dabei deine IP-Adresse sieht. Google Maps öffnet sich nur, wenn du den Link anklickst.',
            'Google und LinkedIn nur, wenn du dich damit anmeldest; für deren Verarbeitung gelten ihre eigenen Datenschutzerklärungen.',
            'Deine Daten werden weder verkauft noch für Werbung genutzt.',
          ],
        },
      ],
    },
    {
      id: 'delete',
      title: 'Dein Konto löschen',
      blocks: [
        {
          p: 'Wähle in den Einstellungen „Konto löschen“ und bestätige mit deinem Passwort. In einem Schritt löscht der Server deine Identität (Adresse, Namen, Passwort-Hash), alle Sitzungen, einen offenen Code, deine Links zum Zurücksetzen und Entsperren, noch wartende Mails an dich, die Postausgangskopien und Versand-Hashes deiner Adresse sowie an dich gerichtete Einladungen; er zieht deine offenen Bewerbungen zurück und löscht deine Anschreiben und Lebenslauf-Dateien; er beendet deine Team-Mitgliedschaften und zieht deine Beitrittsanfragen zurück. Danach setzt er die Missbrauchszähler deiner Adresse zurück. Deine Adresse kann sich anschließend neu registrieren.',
        },
        {
          list: [
            'Was bleibt: die Einträge im Ereignisprotokoll unter deiner zufälligen Konto-ID (Teilnahmen, Unterstützungen, der Text deiner Fragen, die Stufen deiner Bewerbungen, deine Hochschule, dein Studienjahr und deine Karrierepfade). Nichts verbindet sie mehr mit deiner Adresse oder deinem Namen.',
            'Bist du einziger Inhaber eines Teams mit weiteren Mitgliedern, mache zuerst jemand anderen zum Inhaber; bis dahin wird das Löschen abgelehnt.',
            'Hast du dich mit Google oder LinkedIn registriert und kein Passwort, lege zuerst über „Passwort vergessen?“ eines fest.',
          ],
        },
      ],
    },
    {
      id: 'rights',
      title: 'Deine Rechte',
      blocks: [
        {
          p: 'In den Einstellungen kannst du jederzeit deinen Namen korrigieren, Karrierepfade und Sprache ändern und dein Konto löschen. Für eine Kopie deiner Daten oder jedes andere Anliegen dazu wende dich über die Hilfe-Seite an den Betreiber. In der EU, im EWR und im Vereinigten Königreich kannst du dich außerdem bei deiner Datenschutzaufsichtsbehörde beschweren.',
        },
      ],
    },
  ],
};

export default privacy;
