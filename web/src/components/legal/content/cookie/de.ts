import type { LegalDocument } from '../../legal-document.ts';
import { retention as r } from '../../retention.ts';

const cookie: LegalDocument = {
  title: 'Cookie-Richtlinie',
  summary:
    'Fast-Track setzt ein Cookie und legt einige Einträge im Speicher deines Browsers ab, alle für Dinge, die du selbst möchtest: deine Sprache und angemeldet zu bleiben. Es gibt keine Werbe-, Analyse- oder Drittanbieter-Cookies, und nichts davon verfolgt dich auf andere Websites.',
  sections: [
    {
      id: 'cookies',
      title: 'Cookies',
      blocks: [
        {
          facts: [
            {
              name: 'i18next',
              code: true,
              rows: [
                ['Zweck', 'Merkt sich die Oberflächensprache, damit jede Seite in ihr öffnet.'],
                ['Inhalt', 'Ein Sprachcode, etwa „de“.'],
                ['Laufzeit', `${r.languageCookieDays} Tage, bei jedem Besuch erneuert.`],
                ['Gesendet an', 'Nur diese Website (SameSite=Strict).'],
              ],
            },
          ],
        },
      ],
    },
    {
      id: 'local-storage',
      title: 'Lokaler Speicher',
      blocks: [
        { p: 'Bleibt in deinem Browser, bis du dich abmeldest oder ihn leerst; wird nie von selbst irgendwohin gesendet.' },
        {
          facts: [
            {
              name: 'token',
              code: true,
              rows: [
                ['Zweck', 'Hält Studierende (und Mitglieder studentischer Organisationen) angemeldet.'],
                ['Inhalt', 'Ein zufälliges Anmelde-Token.'],
                ['Entfernt', 'Beim Abmelden oder wenn die Sitzung beendet ist.'],
              ],
            },
            {
              name: 'careertoken',
              code: true,
              rows: [
                ['Zweck', 'Hält Mitarbeitende von Career Centern angemeldet.'],
                ['Inhalt', 'Ein zufälliges Anmelde-Token.'],
                ['Entfernt', 'Beim Abmelden oder wenn die Sitzung beendet ist.'],
              ],
            },
            {
              name: 'root',
              code: true,
              rows: [
                ['Zweck', 'Der eigene Zustand der App, damit ein Neuladen nichts verliert.'],
                [
                  'Inhalt',
                  'Die gewählte Hochschule; während der Registrierung die eingegebene E-Mail-Adresse und der erreichte Schritt; nach der Anmeldung deine Konto-ID, Vor- und Nachname, Karrierepfade und Sprache; bei Arbeitgebern ihr Anmelde-Token, das aktuelle Unternehmen, die gerade bearbeitete und die zuletzt geöffnete Stelle; die zuletzt geöffnete studentische Organisation.',
                ],
                ['Entfernt', 'Das Abmelden entfernt die Anmeldedaten, deinen Namen und die E-Mail-Adresse. Die gewählte Hochschule bleibt, damit eine nächste Registrierung mit ihr beginnt.'],
              ],
            },
          ],
        },
      ],
    },
    {
      id: 'session-storage',
      title: 'Sitzungsspeicher',
      blocks: [
        { p: 'Verschwindet, wenn du den Tab schließt.' },
        {
          facts: [
            {
              name: 'admintoken',
              code: true,
              rows: [
                ['Zweck', 'Hält Administratoren nur in diesem Tab angemeldet.'],
                ['Inhalt', 'Ein zufälliges Anmelde-Token.'],
              ],
            },
            {
              name: 'onboarding-prompt-dismissed:<id>',
              code: true,
              rows: [
                ['Zweck', 'Merkt sich, dass du die Erinnerung im Dashboard, dein Profil zu vervollständigen, geschlossen hast, damit sie in diesem Tab nicht wiederkommt.'],
                ['Inhalt', 'Der Wert „1“; der Name endet mit deiner Konto-ID.'],
                ['Entfernt', 'Wenn du den Tab schließt.'],
              ],
            },
            {
              name: 'pending-social-registration',
              code: true,
              rows: [
                ['Zweck', 'Trägt deine Registrierung durch eine Anmeldung mit Google oder LinkedIn.'],
                ['Inhalt', 'Die gewählte Hochschule, ein eventueller Einladungscode und ein Einmalwert.'],
                ['Entfernt', 'Sobald du vom Anbieter zurückkommst.'],
              ],
            },
          ],
        },
      ],
    },
    {
      id: 'choices',
      title: 'Deine Wahl',
      blocks: [
        {
          p: 'Da jeder Eintrag etwas dient, das du selbst angefordert hast, erscheint kein Einwilligungsbanner. Du kannst alles jederzeit in den Einstellungen deines Browsers löschen: Du wirst dann abgemeldet, und die Seite folgt wieder der Sprache deines Browsers. Karten auf Veranstaltungsseiten werden von openstreetmap.org geladen, das eigene Cookies setzen kann; siehe Datenschutzerklärung.',
        },
      ],
    },
  ],
};

export default cookie;
