import type { MailLanguage } from './mail-job.ts';

/** The hourly digest of unread messages (issue 14, messaging): counts only, never what a message says. */
export interface MessageDigestTexts {
  subject: string;
  one: string;
  many: string;
  button: string;
  settings: string;
}

export const messageDigestTexts: Readonly<Record<MailLanguage, MessageDigestTexts>> = {
  en: {
    subject: 'You have unread messages on Fast-Track',
    one: 'You have 1 unread message on Fast-Track.',
    many: 'You have {count} unread messages on Fast-Track.',
    button: 'Open your messages',
    settings: 'We send this summary at most once an hour while messages are waiting for you.',
  },
  de: {
    subject: 'Du hast ungelesene Nachrichten auf Fast-Track',
    one: 'Du hast 1 ungelesene Nachricht auf Fast-Track.',
    many: 'Du hast {count} ungelesene Nachrichten auf Fast-Track.',
    button: 'Nachrichten öffnen',
    settings: 'Wir schicken diese Übersicht höchstens einmal pro Stunde, solange Nachrichten auf dich warten.',
  },
  fr: {
    subject: 'Tu as des messages non lus sur Fast-Track',
    one: 'Tu as 1 message non lu sur Fast-Track.',
    many: 'Tu as {count} messages non lus sur Fast-Track.',
    button: 'Ouvrir tes messages',
    settings: 'Nous envoyons ce récapitulatif au plus une fois par heure tant que des messages t’attendent.',
  },
  pl: {
    subject: 'Masz nieprzeczytane wiadomości na Fast-Track',
    one: 'Masz 1 nieprzeczytaną wiadomość na Fast-Track.',
    many: 'Liczba nieprzeczytanych wiadomości na Fast-Track: {count}.',
    button: 'Otwórz wiadomości',
    settings: 'Wysyłamy to podsumowanie najwyżej raz na godzinę, dopóki czekają na ciebie wiadomości.',
  },
  es: {
    subject: 'Tienes mensajes sin leer en Fast-Track',
    one: 'Tienes 1 mensaje sin leer en Fast-Track.',
    many: 'Tienes {count} mensajes sin leer en Fast-Track.',
    button: 'Abrir tus mensajes',
    settings: 'Enviamos este resumen como máximo una vez por hora mientras haya mensajes esperándote.',
  },
  it: {
    subject: 'Hai messaggi non letti su Fast-Track',
    one: 'Hai 1 messaggio non letto su Fast-Track.',
    many: 'Hai {count} messaggi non letti su Fast-Track.',
    button: 'Apri i tuoi messaggi',
    settings: 'Inviamo questo riepilogo al massimo una volta all’ora finché ci sono messaggi che ti aspettano.',
  },
};
