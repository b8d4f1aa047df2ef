import type { LegalDocument } from '../../legal-document.ts';

const accessibility: LegalDocument = {
  title: 'Dichiarazione di accessibilità',
  summary:
    'Fast-Track deve funzionare per ogni studente, qualunque siano il dispositivo, le impostazioni del browser o la tecnologia assistiva che usa. Questa pagina dice a quale standard miriamo, come lo verifichiamo, che cosa sappiamo non funzionare ancora e come segnalarci una barriera.',
  sections: [
    {
      id: 'target',
      title: 'Il nostro obiettivo',
      blocks: [
        {
          p: 'Miriamo alla conformità alle Linee guida per l’accessibilità dei contenuti Web (WCAG) 2.2 al livello AA e quindi alla norma europea EN 301 549, i cui requisiti per il web sono quelli delle WCAG. Questa dichiarazione riguarda l’intera applicazione web: le pagine pubbliche e legali e le schermate di studenti, aziende, career center e associazioni studentesche.',
        },
        { p: 'Stato: parzialmente conforme. Le lacune note sono elencate qui sotto.' },
      ],
    },
    {
      id: 'testing',
      title: 'Come verifichiamo',
      blocks: [
        {
          list: [
            'Controlli automatici a ogni modifica: axe verifica le regole WCAG 2.2 A e AA in Chromium su ogni schermata per studenti e ogni pagina legale, su uno schermo da telefono (390 px di larghezza), con e senza accesso.',
            'Ogni schermata viene aperta in tutte e sei le lingue a 320, 390 e 1024 px di larghezza; nessuna pagina deve scorrere di lato o tagliare il testo.',
            'I percorsi principali – registrazione con il codice via e-mail, accesso, scelta dell’università, svolgimento di una challenge, messaggi – sono provati con la sola tastiera. Le finestre di dialogo tengono il focus al loro interno e lo restituiscono alla chiusura.',
            'Attese e avanzamento sono dati anche come testo: le caselle del codice dicono quale cifra sono, e un’attesa prima di «Invia di nuovo il codice» viene annunciata una volta all’inizio e una alla fine, non ogni secondo.',
          ],
        },
      ],
    },
    {
      id: 'limits',
      title: 'Limiti noti',
      blocks: [
        {
          list: [
            'I controlli automatici trovano solo una parte delle possibili barriere. Non c’è ancora stata una verifica manuale completa con lettori di schermo come NVDA, JAWS, VoiceOver o TalkBack.',
            'I controlli axe girano in inglese e in Chromium. Le altre lingue e gli altri browser sono verificati per impaginazione e lingua della pagina, non rispetto a ogni regola.',
            'I contenuti aggiunti da aziende, career center e associazioni studentesche – descrizioni di eventi, immagini, PDF, materiale delle challenge – sono di loro responsabilità. Chiediamo descrizioni delle immagini ma non possiamo garantire che ogni documento caricato sia accessibile.',
            'Le challenge hanno un limite di tempo fissato dall’azienda. Se per una disabilità ti serve più tempo, contattaci prima di iniziare.',
          ],
        },
      ],
    },
    {
      id: 'contact',
      title: 'Segnalazioni e contatti',
      blocks: [
        {
          p: 'Se qualcosa su Fast-Track ti risulta difficile o impossibile da usare, diccelo tramite la pagina Assistenza: l’indirizzo della pagina, che cosa hai provato e che cosa è successo. Rispondiamo a ogni messaggio e, quando non possiamo eliminare subito una barriera, ti forniamo il contenuto o il servizio in un altro modo.',
        },
        {
          p: 'Se la nostra risposta non ti soddisfa, puoi rivolgerti all’organismo che nel tuo paese fa rispettare la normativa sull’accessibilità.',
        },
      ],
    },
  ],
};

export default accessibility;
