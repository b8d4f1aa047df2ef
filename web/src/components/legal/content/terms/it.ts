import type { LegalDocument } from '../../legal-document.ts';

const terms: LegalDocument = {
  title: 'Termini di utilizzo',
  summary:
    'Questi termini valgono per chiunque usi Fast-Track: studenti, datori di lavoro, career service e associazioni studentesche. Sono brevi di proposito; leggili prima di registrarti.',
  sections: [
    {
      id: 'service',
      title: 'Che cos’è Fast-Track',
      blocks: [
        {
          p: 'Fast-Track mette in contatto studenti e aziende attraverso eventi, sfide virtuali e percorsi di carriera. I visitatori possono consultare gli eventi senza account; per partecipare, fare domande e sostenerle ne serve uno.',
        },
      ],
    },
    {
      id: 'account',
      title: 'Il tuo account',
      blocks: [
        {
          list: [
            'Gli studenti si registrano con il proprio indirizzo e-mail universitario. Un account per persona.',
            'Fornisci informazioni vere e tienile aggiornate.',
            'Tieni per te password e codici. Sei responsabile di ciò che accade con il tuo account; avvisaci subito se pensi che qualcun altro lo stia usando.',
          ],
        },
      ],
    },
    {
      id: 'use',
      title: 'Uso della piattaforma',
      blocks: [
        {
          list: [
            'Rispetta le Linee guida della community.',
            'Non cercare di aggirare l’accesso, i limiti di utilizzo o altre protezioni, di testare la sicurezza senza permesso o di sovraccaricare la piattaforma.',
            'Non copiare in massa contenuti o dati di altre persone, né a mano né con programmi.',
            'Non fingerti un’altra persona e non parlare a nome di un’organizzazione che non rappresenti.',
          ],
        },
      ],
    },
    {
      id: 'content',
      title: 'Ciò che pubblichi',
      blocks: [
        {
          p: 'Le tue domande sono visibili pubblicamente nella pagina dell’evento, senza il tuo nome, e vi restano anche dopo l’eliminazione dell’account. Mantieni i diritti su ciò che scrivi e ci consenti di mostrarlo sulla piattaforma. Gli organizzatori sono responsabili dei loro eventi, descrizioni e offerte. Possiamo rimuovere contenuti che violano questi termini o le linee guida.',
        },
      ],
    },
    {
      id: 'events',
      title: 'Eventi e opportunità',
      blocks: [
        {
          p: 'Eventi, sfide e offerte di lavoro provengono dai loro organizzatori, che decidono chi partecipa (alcuni eventi richiedono la loro approvazione). Fast-Track non promette un colloquio, un posto o un lavoro, e le classifiche sono indicazioni, non un giudizio sulla tua persona.',
        },
      ],
    },
    {
      id: 'availability',
      title: 'Disponibilità e modifiche',
      blocks: [
        {
          p: 'Lavoriamo perché Fast-Track sia disponibile e corretto, ma lo offriamo così com’è, senza garanzia di disponibilità continua o di assenza di errori. Le funzioni possono cambiare; quando possibile annunciamo in anticipo le modifiche importanti.',
        },
      ],
    },
    {
      id: 'ending',
      title: 'Chiusura',
      blocks: [
        {
          p: 'Puoi eliminare il tuo account in qualsiasi momento in Impostazioni. Possiamo sospendere o chiudere account, e sospendere organizzazioni, che violano questi termini in modo grave o ripetuto; quando possibile ti spieghiamo prima il motivo.',
        },
      ],
    },
    {
      id: 'liability',
      title: 'Responsabilità',
      blocks: [
        {
          p: 'Rispondiamo nei limiti richiesti dalla legge. Nulla in questi termini limita una responsabilità che la legge non consente di limitare, né i tuoi diritti di consumatore.',
        },
      ],
    },
    {
      id: 'updates',
      title: 'Modifiche a questi termini',
      blocks: [
        {
          p: 'Quando questi termini cambiano, cambia anche la data in alto. Per le modifiche importanti avvisiamo gli utenti registrati prima che entrino in vigore. Per domande usa la pagina Assistenza.',
        },
      ],
    },
  ],
};

export default terms;
