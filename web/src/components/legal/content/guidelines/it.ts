import type { LegalDocument } from '../../legal-document.ts';

const guidelines: LegalDocument = {
  title: 'Linee guida della community',
  summary:
    'Su Fast-Track gli studenti incontrano le aziende per cui un giorno potrebbero lavorare. Queste linee guida mantengono la piattaforma utile e sicura per entrambi.',
  sections: [
    {
      id: 'respect',
      title: 'Sii rispettoso',
      blocks: [
        {
          list: [
            'Niente molestie, minacce, insulti o discorsi d’odio, e nessuna discriminazione per origine, genere, orientamento sessuale, religione, disabilità, età o qualsiasi altro aspetto di una persona.',
            'Critica le idee, non le persone.',
          ],
        },
      ],
    },
    {
      id: 'honest',
      title: 'Sii onesto',
      blocks: [
        {
          list: [
            'Usa il tuo vero nome e il tuo indirizzo universitario.',
            'Organizzatori: descrivete eventi, requisiti e offerte per quello che sono. Non chiedete mai denaro agli studenti per candidarsi o partecipare.',
          ],
        },
      ],
    },
    {
      id: 'questions',
      title: 'Fare buone domande',
      blocks: [
        {
          list: [
            'Resta sull’evento e chiedi ciò che serve anche agli altri; sostieni una domanda a cui vuoi anche tu una risposta invece di riproporla.',
            'Niente pubblicità, spam o link a offerte estranee.',
            'Non pubblicare dati personali, né tuoi né di altri. Le domande sono pubbliche e restano anche se un account viene eliminato.',
          ],
        },
      ],
    },
    {
      id: 'hosts',
      title: 'Per datori di lavoro e altri organizzatori',
      blocks: [
        {
          list: [
            'Selezionate in modo equo: valutate gli studenti per ciò che sanno fare e decidete per tempo sulle richieste di partecipazione.',
            'Usate ciò che sapete degli studenti solo per l’evento o il lavoro per cui è stato condiviso.',
          ],
        },
      ],
    },
    {
      id: 'safety',
      title: 'Resta al sicuro',
      blocks: [
        {
          p: 'Non condividere mai la password o un codice, nemmeno con chi dice di lavorare per Fast-Track. Non te li chiediamo mai.',
        },
      ],
    },
    {
      id: 'report',
      title: 'Segnalare un problema',
      blocks: [
        {
          p: 'Se vedi qualcosa che viola queste linee guida, segnalacelo dalla pagina Assistenza, con un link a ciò che hai visto. Esaminiamo ogni segnalazione; possiamo rimuovere contenuti e sospendere account o organizzazioni che violano le linee guida.',
        },
      ],
    },
  ],
};

export default guidelines;
