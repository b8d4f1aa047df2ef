import type { MailLanguage } from './mail-job.ts';

/** The confirmation to a team member their career center registered for a webinar (issue 13); `{…}` filled by mail-templates.ts. */
export interface WebinarTeamMailTexts {
  subject: string;
  registered: string;
  button: string;
  notYou: string;
}

export const webinarTeamMailTexts: Readonly<Record<MailLanguage, WebinarTeamMailTexts>> = {
  en: {
    subject: 'You are registered for a webinar',
    registered: '{centerName} registered you for the webinar {webinarTitle}. The event page shows the time and, once it starts, the link to join.',
    button: 'Open the webinar',
    notYou: 'If you do not want to take part, please tell your career center.',
  },
  de: {
    subject: 'Du bist für ein Webinar angemeldet',
    registered: '{centerName} hat dich für das Webinar {webinarTitle} angemeldet. Auf der Veranstaltungsseite findest du die Uhrzeit und, sobald es beginnt, den Link zur Teilnahme.',
    button: 'Webinar öffnen',
    notYou: 'Wenn du nicht teilnehmen möchtest, sag bitte deinem Career Center Bescheid.',
  },
  fr: {
    subject: 'Tu es inscrit·e à un webinaire',
    registered: "{centerName} t'a inscrit·e au webinaire {webinarTitle}. La page de l'événement indique l'heure et, dès le début, le lien pour y participer.",
    button: 'Ouvrir le webinaire',
    notYou: 'Si tu ne souhaites pas participer, préviens ton service carrières.',
  },
  pl: {
    subject: 'Zapisano Cię na webinar',
    registered: '{centerName} zapisało Cię na webinar {webinarTitle}. Na stronie wydarzenia znajdziesz godzinę, a po rozpoczęciu także link do udziału.',
    button: 'Otwórz webinar',
    notYou: 'Jeśli nie chcesz wziąć udziału, daj znać swojemu biuru karier.',
  },
  es: {
    subject: 'Estás inscrito/a en un webinar',
    registered: '{centerName} te ha inscrito en el webinar {webinarTitle}. En la página del evento verás la hora y, cuando empiece, el enlace para participar.',
    button: 'Abrir el webinar',
    notYou: 'Si no quieres participar, avisa a tu servicio de empleo universitario.',
  },
  it: {
    subject: 'Sei iscritto/a a un webinar',
    registered: "{centerName} ti ha iscritto/a al webinar {webinarTitle}. Nella pagina dell'evento trovi l'orario e, quando inizia, il link per partecipare.",
    button: 'Apri il webinar',
    notYou: 'Se non vuoi partecipare, avvisa il tuo career center.',
  },
};
