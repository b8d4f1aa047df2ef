import type { MailLanguage } from './mail-job.ts';

/**
 * The words of every mail in the six languages of the SPA. `{name}`, `{code}` and `{minutes}` are filled in by
 * mail-templates.ts (and HTML-escaped there); nothing else here is interpreted.
 */
export interface MailTexts {
  greeting: string;
  greetingNamed: string;
  signature: string;
  otp: { subject: string; intro: string; expiry: string; ignore: string };
  passwordReset: { subject: string; intro: string; button: string; expiry: string; ignore: string };
}

export const mailTexts: Readonly<Record<MailLanguage, MailTexts>> = {
  en: {
    greeting: 'Hello,',
    greetingNamed: 'Hello {name},',
    signature: 'The Fast-Track team',
    otp: {
      subject: 'Your Fast-Track verification code: {code}',
      intro: 'Use this code to confirm your e-mail address:',
      expiry: 'The code expires in {minutes} minutes.',
      ignore: 'If you did not ask for it, you can ignore this e-mail.',
    },
    passwordReset: {
      subject: 'Reset your Fast-Track password',
      intro: 'Someone asked to reset the password of your Fast-Track account. To choose a new one, open this link:',
      button: 'Choose a new password',
      expiry: 'The link works once and expires in {minutes} minutes.',
      ignore: 'If you did not ask for it, you can ignore this e-mail; your password stays the same.',
    },
  },
  de: {
    greeting: 'Hallo,',
    greetingNamed: 'Hallo {name},',
    signature: 'Dein Fast-Track-Team',
    otp: {
      subject: 'Dein Fast-Track-Bestätigungscode: {code}',
      intro: 'Mit diesem Code bestätigst du deine E-Mail-Adresse:',
      expiry: 'Der Code ist {minutes} Minuten gültig.',
      ignore: 'Wenn du ihn nicht angefordert hast, kannst du diese E-Mail ignorieren.',
    },
    passwordReset: {
      subject: 'Setze dein Fast-Track-Passwort zurück',
      intro: 'Jemand möchte das Passwort deines Fast-Track-Kontos zurücksetzen. Über diesen Link wählst du ein neues:',
      button: 'Neues Passwort wählen',
      expiry: 'Der Link funktioniert einmal und ist {minutes} Minuten gültig.',
      ignore: 'Wenn du das nicht angefordert hast, ignoriere diese E-Mail; dein Passwort bleibt unverändert.',
    },
  },
  fr: {
    greeting: 'Bonjour,',
    greetingNamed: 'Bonjour {name},',
    signature: "L'équipe Fast-Track",
    otp: {
      subject: 'Votre code de vérification Fast-Track : {code}',
      intro: 'Utilisez ce code pour confirmer votre adresse e-mail :',
      expiry: 'Le code expire dans {minutes} minutes.',
      ignore: "Si vous ne l'avez pas demandé, vous pouvez ignorer cet e-mail.",
    },
    passwordReset: {
      subject: 'Réinitialisez votre mot de passe Fast-Track',
      intro:
        'Une réinitialisation du mot de passe de votre compte Fast-Track a été demandée. Pour en choisir un nouveau, ouvrez ce lien :',
      button: 'Choisir un nouveau mot de passe',
      expiry: "Le lien ne fonctionne qu'une fois et expire dans {minutes} minutes.",
      ignore: "Si vous n'êtes pas à l'origine de cette demande, ignorez cet e-mail ; votre mot de passe reste inchangé.",
    },
  },
  pl: {
    greeting: 'Cześć,',
    greetingNamed: 'Cześć {name},',
    signature: 'Zespół Fast-Track',
    otp: {
      subject: 'Twój kod weryfikacyjny Fast-Track: {code}',
      intro: 'Użyj tego kodu, aby potwierdzić swój adres e-mail:',
      expiry: 'Kod wygasa za {minutes} minut.',
      ignore: 'Jeśli to nie Ty o niego prosiłeś, zignoruj tę wiadomość.',
    },
    passwordReset: {
      subject: 'Zresetuj hasło do Fast-Track',
      intro: 'Otrzymaliśmy prośbę o zresetowanie hasła do Twojego konta Fast-Track. Aby ustawić nowe, otwórz ten link:',
      button: 'Ustaw nowe hasło',
      expiry: 'Link działa jednorazowo i wygasa za {minutes} minut.',
      ignore: 'Jeśli to nie Ty, zignoruj tę wiadomość; Twoje hasło się nie zmieni.',
    },
  },
  es: {
    greeting: 'Hola:',
    greetingNamed: 'Hola, {name}:',
    signature: 'El equipo de Fast-Track',
    otp: {
      subject: 'Tu código de verificación de Fast-Track: {code}',
      intro: 'Usa este código para confirmar tu dirección de correo electrónico:',
      expiry: 'El código caduca en {minutes} minutos.',
      ignore: 'Si no lo has solicitado, puedes ignorar este correo.',
    },
    passwordReset: {
      subject: 'Restablece tu contraseña de Fast-Track',
      intro: 'Alguien ha pedido restablecer la contraseña de tu cuenta de Fast-Track. Para elegir una nueva, abre este enlace:',
      button: 'Elegir una nueva contraseña',
      expiry: 'El enlace solo funciona una vez y caduca en {minutes} minutos.',
      ignore: 'Si no lo has solicitado, ignora este correo; tu contraseña no cambiará.',
    },
  },
  it: {
    greeting: 'Ciao,',
    greetingNamed: 'Ciao {name},',
    signature: 'Il team di Fast-Track',
    otp: {
      subject: 'Il tuo codice di verifica Fast-Track: {code}',
      intro: 'Usa questo codice per confermare il tuo indirizzo e-mail:',
      expiry: 'Il codice scade tra {minutes} minuti.',
      ignore: "Se non l'hai richiesto, puoi ignorare questa e-mail.",
    },
    passwordReset: {
      subject: 'Reimposta la password di Fast-Track',
      intro: 'È stato richiesto il ripristino della password del tuo account Fast-Track. Per sceglierne una nuova, apri questo link:',
      button: 'Scegli una nuova password',
      expiry: 'Il link funziona una sola volta e scade tra {minutes} minuti.',
      ignore: 'Se non sei stato tu, ignora questa e-mail; la tua password resta invariata.',
    },
  },
};
