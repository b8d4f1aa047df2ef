import type { LegalDocument } from '../../legal-document.ts';
import { retention as r } from '../../retention.ts';

const cookie: LegalDocument = {
  title: 'Informativa sui cookie',
  summary:
    'Fast-Track imposta un cookie e conserva alcune voci nella memoria del browser, tutte per cose che chiedi tu: la tua lingua e restare connesso. Nessun cookie pubblicitario, analitico o di terze parti, e niente di tutto questo ti segue su altri siti.',
  sections: [
    {
      id: 'cookies',
      title: 'Cookie',
      blocks: [
        {
          facts: [
            {
              name: 'i18next',
              code: true,
              rows: [
                ['Scopo', 'Ricorda la lingua dell’interfaccia, così ogni pagina si apre in quella lingua.'],
                ['Contenuto', 'Un codice di lingua, per esempio «it».'],
                ['Durata', `${r.languageCookieDays} giorni, rinnovata a ogni visita.`],
                ['Inviato a', 'Solo a questo sito (SameSite=Strict).'],
              ],
            },
          ],
        },
      ],
    },
    {
      id: 'local-storage',
      title: 'Memoria locale',
      blocks: [
        { p: 'Resta nel browser finché non esci o non la svuoti; da sola non viene mai inviata da nessuna parte.' },
        {
          facts: [
            {
              name: 'token',
              code: true,
              rows: [
                ['Scopo', 'Mantiene connesso uno studente (o un membro di un’associazione studentesca).'],
                ['Contenuto', 'Un token di accesso casuale.'],
                ['Rimosso', 'Quando esci, o quando la sessione è terminata.'],
              ],
            },
            {
              name: 'careertoken',
              code: true,
              rows: [
                ['Scopo', 'Mantiene connesso il personale di un career service.'],
                ['Contenuto', 'Un token di accesso casuale.'],
                ['Rimosso', 'Quando esci, o quando la sessione è terminata.'],
              ],
            },
            {
              name: 'root',
              code: true,
              rows: [
                ['Scopo', 'Lo stato dell’app, così che ricaricare la pagina non ti faccia perdere nulla.'],
                [
                  'Contenuto',
                  'L’università scelta; durante la registrazione, l’indirizzo e-mail inserito e il passaggio raggiunto; dopo l’accesso, il tuo identificativo, nome, cognome, percorsi e lingua; per i datori di lavoro, il loro token di accesso, l’azienda corrente, l’offerta in modifica e l’ultima offerta aperta; l’ultima associazione studentesca aperta.',
                ],
                ['Rimosso', 'L’uscita rimuove i dati di accesso, il tuo nome e l’indirizzo e-mail. L’università scelta resta, così la prossima registrazione parte da lì.'],
              ],
            },
          ],
        },
      ],
    },
    {
      id: 'session-storage',
      title: 'Memoria di sessione',
      blocks: [
        { p: 'Sparisce quando chiudi la scheda.' },
        {
          facts: [
            {
              name: 'admintoken',
              code: true,
              rows: [
                ['Scopo', 'Mantiene connesso un amministratore solo in questa scheda.'],
                ['Contenuto', 'Un token di accesso casuale.'],
              ],
            },
            {
              name: 'onboarding-prompt-dismissed:<id>',
              code: true,
              rows: [
                ['Scopo', 'Ricorda che hai chiuso il promemoria della dashboard per completare il profilo, così non ricompare in questa scheda.'],
                ['Contenuto', 'Il valore «1»; il nome termina con il tuo identificativo.'],
                ['Rimosso', 'Quando chiudi la scheda.'],
              ],
            },
            {
              name: 'pending-social-registration',
              code: true,
              rows: [
                ['Scopo', 'Porta avanti la tua registrazione durante un accesso con Google o LinkedIn.'],
                ['Contenuto', 'L’università scelta, un eventuale codice d’invito e un valore monouso.'],
                ['Rimosso', 'Appena torni dal fornitore.'],
              ],
            },
          ],
        },
      ],
    },
    {
      id: 'choices',
      title: 'Le tue scelte',
      blocks: [
        {
          p: 'Poiché ogni voce serve a qualcosa che hai chiesto tu, non viene mostrato alcun banner di consenso. Puoi cancellarle in qualsiasi momento dalle impostazioni del browser: verrai disconnesso e il sito tornerà alla lingua del browser. Le mappe delle pagine degli eventi vengono caricate da openstreetmap.org, che può impostare propri cookie; vedi l’Informativa sulla privacy.',
        },
      ],
    },
  ],
};

export default cookie;
