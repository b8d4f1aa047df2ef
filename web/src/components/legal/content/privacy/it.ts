import type { LegalDocument } from '../../legal-document.ts';
import { retention as r } from '../../retention.ts';

const privacy: LegalDocument = {
  title: 'Informativa sulla privacy',
  summary:
    'Fast-Track è una piattaforma per la carriera di studenti, datori di lavoro, career service e associazioni studentesche. Questa pagina dice che cosa il software conserva su di te, dove, per quanto tempo e come funziona la cancellazione, così come fa oggi il codice e non come vorremmo che fosse.',
  sections: [
    {
      id: 'who',
      title: 'Chi è responsabile',
      blocks: [
        { p: 'Il responsabile dei tuoi dati è l’organizzazione che gestisce questa installazione di Fast-Track. Puoi contattarla dalla pagina Assistenza.' },
        {
          p: 'Tutto è conservato sui server del gestore: in un database PostgreSQL e, nelle installazioni più grandi, in Redis (solo contatori, chi è online e riferimenti alle e-mail in attesa di invio). Le copie che il gestore fa di propria iniziativa, come i backup del database o gli archivi dei log, seguono le sue regole e non rientrano nei tempi indicati in questa pagina.',
        },
      ],
    },
    {
      id: 'account',
      title: 'Il tuo account',
      blocks: [
        {
          list: [
            'Il tuo indirizzo e-mail, nome e cognome quando li indichi, un hash della password (argon2id; la password non viene mai salvata), l’eventuale testo d’invito inserito, la lingua dell’interfaccia e il tipo di account (studente, datore di lavoro, career service).',
            'Studenti: la tua università, il tuo anno di corso e i tuoi percorsi di carriera.',
            'Membri di un’azienda, di un career service o di un’associazione studentesca: a quali organizzazioni appartieni e il tuo ruolo al loro interno.',
          ],
        },
        {
          p: 'Indirizzo, nomi e hash della password stanno in una tabella delle identità separata da tutto il resto, così da poter essere cancellati completamente. Restano finché non elimini l’account.',
        },
      ],
    },
    {
      id: 'sign-in',
      title: 'Codici, sessioni e link',
      blocks: [
        {
          list: [
            `Codice di registrazione: 4 cifre, valido ${r.otpMinutes} minuti, al massimo ${r.otpAttempts} tentativi. Si conserva solo un hash con chiave segreta (HMAC) del codice e del tuo indirizzo, mai il codice né l’indirizzo. Il codice viene cancellato quando lo usi, e un nuovo codice sostituisce il precedente. Un codice scaduto senza essere usato resta come quell’hash finché non ne chiedi uno nuovo o elimini l’account.`,
            `Sessioni: il browser conserva un token casuale; il server solo il suo hash SHA-256. Una sessione termina ${r.sessionDays} giorni dopo l’ultimo utilizzo (ogni utilizzo la prolunga). Uscire la cancella; cambiare password chiude le altre sessioni; reimpostare la password o eliminare l’account le chiude tutte. Una sessione scaduta resta come riga con hash finché l’account non viene eliminato.`,
            `Link per reimpostare la password e per sbloccare l’accesso: validi ${r.linkMinutes} minuti e utilizzabili una sola volta; se ne conserva solo l’hash SHA-256.`,
            `Accesso con Google o LinkedIn, solo se lo scegli: il modulo compilato e un valore monouso restano al massimo ${r.socialSignInMinutes} minuti mentre sei presso il fornitore, poi vengono cancellati. Dal fornitore riceviamo il tuo indirizzo e-mail verificato e il tuo nome.`,
          ],
        },
      ],
    },
    {
      id: 'activity',
      title: 'Che cosa fai sulla piattaforma',
      blocks: [
        {
          list: [
            'Gli eventi a cui partecipi o chiedi di partecipare, le tue domande e le domande che sostieni vengono registrati nel registro degli eventi della piattaforma, una cronologia a cui si aggiunge soltanto. Queste voci riportano il tuo identificativo casuale, mai il tuo nome o indirizzo.',
            'L’azienda che organizza un evento vede chi vi partecipa o chiede di partecipare: il tuo nome e cognome e la tua università, mai il tuo indirizzo e-mail.',
            'Le domande sono pubbliche nella pagina dell’evento, come testo e senza il tuo nome. Il testo resta anche dopo l’eliminazione dell’account: non scrivere in una domanda nulla che non vorresti vedere restare.',
            'Il registro degli eventi non contiene indirizzi e-mail, nomi né password. Del tuo account registra solo l’identificativo casuale, il tipo di account, il modo di registrazione, la tua università, il tuo anno di corso, i tuoi percorsi e la tua lingua, ciascuno con una data.',
            `Mentre hai effettuato l’accesso e il sito è aperto, il server sa che il tuo identificativo è online (per contare le persone presenti). Lo dimentica quando esci, o entro ${r.presenceSeconds} secondi se un server si ferma.`,
          ],
        },
      ],
    },
    {
      id: 'applications',
      title: 'Candidature di lavoro',
      blocks: [
        {
          p: 'Quando ti candidi a un’offerta di lavoro, vengono conservati la tua lettera di presentazione e, se lo alleghi, il tuo CV (un file PDF): la lettera nel database, il file nell’archivio file della piattaforma (il disco del server o uno storage compatibile con S3 configurato dal gestore). Il team dell’azienda che assume li vede insieme al tuo nome, alla tua università e ai tuoi percorsi. Le fasi della tua candidatura sono registrate nel registro degli eventi sotto il tuo identificativo casuale. Lettera e CV restano con la candidatura, anche dopo che l’hai ritirata, finché non elimini l’account.',
        },
      ],
    },
    {
      id: 'inquiries',
      title: 'Richieste inviate con i moduli del sito pubblico',
      blocks: [
        {
          p: `Quando prenoti un tour, ci contatti come career center o invii una domanda al supporto, salviamo il tuo nome, il tuo indirizzo e-mail, la tua organizzazione (tour e career center) e il tuo messaggio nel database, separati dal registro degli eventi, che annota solo il tipo di richiesta, la lingua, l’ora e le tue scelte dagli elenchi del modulo. La richiesta viene inviata per e-mail all’indirizzo commerciale del gestore e a te una conferma. La richiesta salvata viene cancellata ${r.inquiryDays} giorni dopo l’invio, che tu abbia un account o no; se cancelli prima il tuo account, tutte le richieste inviate dal suo indirizzo vengono cancellate con esso. Le copie nella casella del gestore seguono le sue regole. Le richieste inviate prima del 23 novembre 2026 sono state scritte per intero nel registro degli eventi e non possono esserne cancellate.`,
        },
      ],
    },
    {
      id: 'mail',
      title: 'E-mail',
      blocks: [
        {
          list: [
            'Inviamo codici di registrazione, link per reimpostare la password e sbloccare l’accesso, inviti nei team e avvisi sugli eventi a cui partecipi o chiedi di partecipare e sulle offerte a cui ti sei candidato (una modifica, un annullamento, una decisione), tramite il server di posta configurato dal gestore.',
            `Un’e-mail in attesa di invio resta nel database con il suo contenuto finché non viene inviata; se non è possibile inviarla, viene abbandonata dopo ${r.pendingMailHours} ore. La coda contiene solo un riferimento a essa.`,
            'Dopo l’invio si conserva un hash unidirezionale del tuo indirizzo e dell’identificativo dell’e-mail, così che un nuovo tentativo non invii mai un’e-mail due volte. Questi hash restano finché non elimini l’account.',
            'Se il gestore non ha configurato un server di posta (ambienti di test e sviluppo), le e-mail non vengono inviate ma conservate con tutto il contenuto in una tabella locale di posta in uscita, finché l’account di quell’indirizzo non viene eliminato.',
          ],
        },
      ],
    },
    {
      id: 'invitations',
      title: 'Inviti in un team',
      blocks: [
        {
          p: `Quando un team ti invita, il tuo indirizzo viene salvato con l’invito; il link funziona una volta e per ${r.invitationDays} giorni. Un invito mai accettato non viene ancora rimosso automaticamente: resta finché uno nuovo non lo sostituisce, finché un account con quell’indirizzo non viene eliminato o finché non chiedi al gestore di rimuoverlo.`,
        },
      ],
    },
    {
      id: 'limits',
      title: 'Protezione dagli abusi',
      blocks: [
        {
          p: `Per fermare i tentativi di indovinare le password e gli invii di massa, i tentativi vengono contati per indirizzo e-mail e per indirizzo di rete (IP), per esempio ${r.loginAttemptsPerAddress} accessi non riusciti per indirizzo in ${r.loginWindowMinutes} minuti. I contatori sono salvati sotto un hash dell’indirizzo, non con l’indirizzo stesso, e si cancellano da soli al più tardi dopo ${r.longestCounterMinutes} minuti. Eliminare l’account azzera i contatori del tuo indirizzo.`,
        },
      ],
    },
    {
      id: 'logs',
      title: 'Log del server',
      blocks: [
        {
          list: [
            'L’applicazione scrive una riga per richiesta: ora, metodo, percorso, stato, durata e un identificativo casuale della richiesta. Non registra il tuo indirizzo IP, ciò che scrivi, password, codici o token.',
            'Quando la piattaforma funziona dietro il suo gateway (nginx), il log di accesso del gateway registra anche il tuo indirizzo IP a ogni richiesta.',
            'I log vanno all’output del server. Per quanto tempo vengano conservati lo decide il sistema di log del gestore, non Fast-Track.',
          ],
        },
      ],
    },
    {
      id: 'browser',
      title: 'Nel tuo browser',
      blocks: [
        {
          p: 'Fast-Track imposta un cookie (la tua lingua) e usa la memoria locale e di sessione del browser per mantenerti connesso e ricordare a che punto sei della registrazione. Nessun cookie pubblicitario o analitico. Ogni voce è elencata nell’Informativa sui cookie.',
        },
      ],
    },
    {
      id: 'others',
      title: 'Altri servizi',
      blocks: [
        {
          list: [
            'Le pagine degli eventi con una mappa mostrano una mappa OpenStreetMap; il browser la carica da openstreetmap.org, che vede il tuo indirizzo IP. Google Maps si apre solo se clicchi sul suo link.',
            'Google e LinkedIn, solo se li usi per accedere; a ciò che fanno si applicano le loro informative sulla privacy.',
            'I tuoi dati non vengono venduti né usati per la pubblicità.',
          ],
        },
      ],
    },
    {
      id: 'delete',
      title: 'Eliminare l’account',
      blocks: [
        {
          p: 'In Impostazioni scegli «Elimina account» e conferma con la password. In un solo passaggio il server cancella la tua identità (indirizzo, nomi, hash della password), tutte le sessioni, l’eventuale codice in attesa, i link per reimpostare e sbloccare, le e-mail ancora in attesa per te, le copie nella posta in uscita e gli hash di invio del tuo indirizzo e gli inviti a te indirizzati; ritira le tue candidature aperte e cancella le lettere di presentazione e i file dei CV; chiude le tue appartenenze ai team e ritira le richieste di adesione. Poi azzera i contatori antiabuso del tuo indirizzo. In seguito il tuo indirizzo può registrarsi di nuovo.',
        },
        {
          list: [
            'Che cosa resta: le voci del registro degli eventi sotto il tuo identificativo casuale (partecipazioni, sostegni, il testo delle tue domande, le fasi delle tue candidature, università, anno di corso e percorsi). Nulla le collega più al tuo indirizzo o al tuo nome.',
            'Se sei l’unico proprietario di un team con altri membri, nomina prima un altro proprietario; fino ad allora l’eliminazione viene rifiutata.',
            'Se ti sei registrato con Google o LinkedIn e non hai una password, impostane prima una con «Hai dimenticato la password?».',
          ],
        },
      ],
    },
    {
      id: 'rights',
      title: 'I tuoi diritti',
      blocks: [
        {
          p: 'In Impostazioni puoi correggere il tuo nome, cambiare percorsi e lingua ed eliminare l’account in qualsiasi momento. Per una copia dei tuoi dati o per qualsiasi altra richiesta che li riguardi, contatta il gestore dalla pagina Assistenza. Nell’UE, nel SEE e nel Regno Unito puoi anche presentare reclamo alla tua autorità per la protezione dei dati.',
        },
      ],
    },
  ],
};

export default privacy;
