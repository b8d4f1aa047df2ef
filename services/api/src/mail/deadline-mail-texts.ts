import type { MailLanguage } from './mail-job.ts';

/**
 * The reminder before the deadline of a job a student saved (reminders slice). `{jobTitle}` and `{companyName}` are
 * written by employers (escaped by mail-templates.ts, never in the subject); `{when}` is the deadline in the reader's
 * language.
 */
export interface DeadlineMailTexts {
  subject: string;
  intro: string;
  button: string;
  /** Where this reminder is turned off. */
  settings: string;
}

export const deadlineMailTexts: Readonly<Record<MailLanguage, DeadlineMailTexts>> = {
  en: {
    subject: 'A job you saved closes soon',
    intro: 'Applications for {jobTitle} at {companyName} close {when}. You saved this job and have not applied yet:',
    button: 'Open the job',
    settings: 'You get this reminder because you saved the job. You can turn deadline reminders off in your settings.',
  },
  de: {
    subject: 'Eine gespeicherte Stelle schließt bald',
    intro: 'Bewerbungen für {jobTitle} bei {companyName} sind nur noch bis {when} möglich. Du hast die Stelle gespeichert und dich noch nicht beworben:',
    button: 'Stelle öffnen',
    settings: 'Du erhältst diese Erinnerung, weil du die Stelle gespeichert hast. Du kannst Fristerinnerungen in deinen Einstellungen abschalten.',
  },
  fr: {
    subject: 'Une offre que tu as enregistrée ferme bientôt',
    intro: 'Les candidatures pour {jobTitle} chez {companyName} ferment le {when}. Tu as enregistré cette offre et tu n’as pas encore postulé :',
    button: 'Ouvrir l’offre',
    settings: 'Tu reçois ce rappel parce que tu as enregistré l’offre. Tu peux désactiver les rappels de date limite dans tes paramètres.',
  },
  pl: {
    subject: 'Zapisana oferta wkrótce się zamyka',
    intro: 'Zgłoszenia na stanowisko {jobTitle} w {companyName} przyjmowane są do: {when}. Zapisano tę ofertę, ale nie wysłano jeszcze zgłoszenia:',
    button: 'Otwórz ofertę',
    settings: 'Otrzymujesz to przypomnienie, ponieważ zapisano tę ofertę. Przypomnienia o terminach możesz wyłączyć w ustawieniach.',
  },
  es: {
    subject: 'Una oferta que guardaste cierra pronto',
    intro: 'Las candidaturas para {jobTitle} en {companyName} cierran el {when}. Guardaste esta oferta y aún no te has postulado:',
    button: 'Abrir la oferta',
    settings: 'Recibes este recordatorio porque guardaste la oferta. Puedes desactivar los recordatorios de plazos en tus ajustes.',
  },
  it: {
    subject: 'Un’offerta che hai salvato chiude presto',
    intro: 'Le candidature per {jobTitle} presso {companyName} chiudono {when}. Hai salvato questa offerta e non hai ancora inviato la candidatura:',
    button: 'Apri l’offerta',
    settings: 'Ricevi questo promemoria perché hai salvato l’offerta. Puoi disattivare i promemoria delle scadenze nelle impostazioni.',
  },
};
