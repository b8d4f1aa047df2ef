import type { MailLanguage } from './mail-job.ts';

/**
 * What students are told about an event they attend or asked to attend (issue 11): the host changed it or cancelled
 * it, or decided their request. `{eventTitle}` is filled in by mail-templates.ts (escaped there); it is written by
 * the host, so it never goes into a subject.
 */
export interface EventMailTexts {
  updatedSubject: string;
  updated: string;
  cancelledSubject: string;
  cancelled: string;
  /** Introduces the host's reason for cancelling, quoted below it. */
  reason: string;
  approvedSubject: string;
  approved: string;
  declinedSubject: string;
  declined: string;
  /** The confirmation of an attendance that needed no approval (the student pressed Attend). */
  attendingSubject: string;
  attending: string;
  button: string;
  /** The link to the events list, after a cancellation or a declined request. */
  otherEvents: string;
  /** The day-before reminder (reminders slice): `{when}` is the start in the reader's language and the event's zone. */
  reminderSubject: string;
  reminder: string;
  /** Says the .ics is attached (reminder and confirmation). */
  calendarAttached: string;
  /** Where the reminders are turned off. */
  reminderSettings: string;
}

export const eventMailTexts: Readonly<Record<MailLanguage, EventMailTexts>> = {
  en: {
    updatedSubject: 'An event you are attending has changed',
    updated: 'The host of {eventTitle} has changed its details. Please check the date, time and place before you go:',
    cancelledSubject: 'An event you are attending has been cancelled',
    cancelled: 'The host has cancelled {eventTitle}. We are sorry: the event will not take place.',
    reason: 'The host wrote:',
    approvedSubject: 'Your place at an event is confirmed',
    approved: 'Good news: the host of {eventTitle} has approved your request. You are now attending:',
    declinedSubject: 'Your request to attend an event',
    declined: 'The host of {eventTitle} could not offer you a place this time. Other events are waiting for you:',
    attendingSubject: 'You are attending an event',
    attending: 'You are attending {eventTitle}. All the details and the live Q&A are on its page:',
    button: 'Open the event',
    otherEvents: 'See other events',
    reminderSubject: 'Reminder: your event starts soon',
    reminder: '{eventTitle} starts {when}. We look forward to seeing you there:',
    calendarAttached: 'The event is attached as a calendar file (.ics).',
    reminderSettings: 'You get this reminder because you are attending. You can turn event reminders off in your settings.',
  },
  de: {
    updatedSubject: 'Eine Veranstaltung, an der du teilnimmst, hat sich geändert',
    updated: 'Der Veranstalter von {eventTitle} hat die Angaben geändert. Bitte prüfe Datum, Uhrzeit und Ort, bevor du hingehst:',
    cancelledSubject: 'Eine Veranstaltung, an der du teilnimmst, wurde abgesagt',
    cancelled: 'Der Veranstalter hat {eventTitle} abgesagt. Es tut uns leid: Die Veranstaltung findet nicht statt.',
    reason: 'Der Veranstalter schreibt:',
    approvedSubject: 'Dein Platz bei einer Veranstaltung ist bestätigt',
    approved: 'Gute Nachrichten: Der Veranstalter von {eventTitle} hat deine Anfrage angenommen. Du nimmst jetzt teil:',
    declinedSubject: 'Deine Anfrage zur Teilnahme an einer Veranstaltung',
    declined: 'Der Veranstalter von {eventTitle} konnte dir diesmal keinen Platz anbieten. Andere Veranstaltungen warten auf dich:',
    attendingSubject: 'Du nimmst an einer Veranstaltung teil',
    attending: 'Du nimmst an {eventTitle} teil. Alles dazu und die Live-Fragerunde findest du auf der Seite der Veranstaltung:',
    button: 'Veranstaltung öffnen',
    otherEvents: 'Andere Veranstaltungen ansehen',
    reminderSubject: 'Erinnerung: Deine Veranstaltung beginnt bald',
    reminder: '{eventTitle} beginnt am {when}. Wir freuen uns auf dich:',
    calendarAttached: 'Die Veranstaltung hängt als Kalenderdatei (.ics) an.',
    reminderSettings: 'Du erhältst diese Erinnerung, weil du teilnimmst. Du kannst Erinnerungen an Veranstaltungen in deinen Einstellungen abschalten.',
  },
  fr: {
    updatedSubject: 'Un événement auquel tu participes a changé',
    updated: "L'organisateur de {eventTitle} en a modifié les informations. Vérifie la date, l'heure et le lieu avant d'y aller :",
    cancelledSubject: 'Un événement auquel tu participes a été annulé',
    cancelled: "L'organisateur a annulé {eventTitle}. Nous en sommes désolés : l'événement n'aura pas lieu.",
    reason: "Message de l'organisateur :",
    approvedSubject: 'Ta place à un événement est confirmée',
    approved: "Bonne nouvelle : l'organisateur de {eventTitle} a accepté ta demande. Tu participes désormais :",
    declinedSubject: 'Ta demande de participation à un événement',
    declined: "L'organisateur de {eventTitle} n'a pas pu te proposer de place cette fois. D'autres événements t'attendent :",
    attendingSubject: 'Tu participes à un événement',
    attending: "Tu participes à {eventTitle}. Tu trouveras tous les détails et les questions en direct sur sa page :",
    button: "Ouvrir l'événement",
    otherEvents: "Voir d'autres événements",
    reminderSubject: 'Rappel : ton événement commence bientôt',
    reminder: "{eventTitle} commence le {when}. Nous avons hâte de t'y voir :",
    calendarAttached: "L'événement est joint sous forme de fichier de calendrier (.ics).",
    reminderSettings: "Tu reçois ce rappel parce que tu participes. Tu peux désactiver les rappels d'événements dans tes paramètres.",
  },
  pl: {
    updatedSubject: 'Wydarzenie, w którym bierzesz udział, zostało zmienione',
    updated: 'Organizator wydarzenia {eventTitle} zmienił jego szczegóły. Sprawdź datę, godzinę i miejsce przed wyjściem:',
    cancelledSubject: 'Wydarzenie, w którym bierzesz udział, zostało odwołane',
    cancelled: 'Organizator odwołał wydarzenie {eventTitle}. Przykro nam: wydarzenie się nie odbędzie.',
    reason: 'Organizator napisał:',
    approvedSubject: 'Twoje miejsce na wydarzeniu jest potwierdzone',
    approved: 'Dobra wiadomość: organizator wydarzenia {eventTitle} zaakceptował Twoją prośbę. Bierzesz teraz udział:',
    declinedSubject: 'Twoja prośba o udział w wydarzeniu',
    declined: 'Organizator wydarzenia {eventTitle} nie mógł tym razem zaproponować Ci miejsca. Czekają na Ciebie inne wydarzenia:',
    attendingSubject: 'Bierzesz udział w wydarzeniu',
    attending: 'Bierzesz udział w wydarzeniu {eventTitle}. Wszystkie informacje i pytania na żywo znajdziesz na jego stronie:',
    button: 'Otwórz wydarzenie',
    otherEvents: 'Zobacz inne wydarzenia',
    reminderSubject: 'Przypomnienie: Twoje wydarzenie wkrótce się zaczyna',
    reminder: 'Początek wydarzenia {eventTitle}: {when}. Do zobaczenia:',
    calendarAttached: 'Wydarzenie jest dołączone jako plik kalendarza (.ics).',
    reminderSettings: 'Otrzymujesz to przypomnienie, ponieważ bierzesz udział. Przypomnienia o wydarzeniach możesz wyłączyć w ustawieniach.',
  },
  es: {
    updatedSubject: 'Un evento al que asistes ha cambiado',
    updated: 'El organizador de {eventTitle} ha cambiado sus datos. Comprueba la fecha, la hora y el lugar antes de ir:',
    cancelledSubject: 'Un evento al que asistes ha sido cancelado',
    cancelled: 'El organizador ha cancelado {eventTitle}. Lo sentimos: el evento no se celebrará.',
    reason: 'El organizador escribió:',
    approvedSubject: 'Tu plaza en un evento está confirmada',
    approved: 'Buenas noticias: el organizador de {eventTitle} ha aprobado tu solicitud. Ya asistes:',
    declinedSubject: 'Tu solicitud para asistir a un evento',
    declined: 'El organizador de {eventTitle} no ha podido ofrecerte una plaza esta vez. Otros eventos te esperan:',
    attendingSubject: 'Participas en un evento',
    attending: 'Participas en {eventTitle}. Encontrarás todos los detalles y las preguntas en directo en su página:',
    button: 'Abrir el evento',
    otherEvents: 'Ver otros eventos',
    reminderSubject: 'Recordatorio: tu evento empieza pronto',
    reminder: '{eventTitle} empieza el {when}. Te esperamos:',
    calendarAttached: 'El evento va adjunto como archivo de calendario (.ics).',
    reminderSettings: 'Recibes este recordatorio porque asistes. Puedes desactivar los recordatorios de eventos en tus ajustes.',
  },
  it: {
    updatedSubject: 'Un evento a cui partecipi è cambiato',
    updated: "L'organizzatore di {eventTitle} ne ha modificato i dettagli. Controlla data, ora e luogo prima di andare:",
    cancelledSubject: 'Un evento a cui partecipi è stato annullato',
    cancelled: "L'organizzatore ha annullato {eventTitle}. Ci dispiace: l'evento non si terrà.",
    reason: "L'organizzatore ha scritto:",
    approvedSubject: 'Il tuo posto a un evento è confermato',
    approved: "Buone notizie: l'organizzatore di {eventTitle} ha approvato la tua richiesta. Ora partecipi:",
    declinedSubject: 'La tua richiesta di partecipare a un evento',
    declined: "L'organizzatore di {eventTitle} questa volta non ha potuto offrirti un posto. Altri eventi ti aspettano:",
    attendingSubject: 'Partecipi a un evento',
    attending: "Partecipi a {eventTitle}. Trovi tutti i dettagli e le domande dal vivo sulla sua pagina:",
    button: "Apri l'evento",
    otherEvents: 'Vedi altri eventi',
    reminderSubject: 'Promemoria: il tuo evento inizia a breve',
    reminder: '{eventTitle} inizia {when}. Ti aspettiamo:',
    calendarAttached: "L'evento è allegato come file di calendario (.ics).",
    reminderSettings: 'Ricevi questo promemoria perché partecipi. Puoi disattivare i promemoria degli eventi nelle impostazioni.',
  },
};
