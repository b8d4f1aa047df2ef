import type { MailLanguage, OrganisationRole } from './mail-job.ts';

/**
 * The words of every mail in the six languages of the SPA. `{name}`, `{code}`, `{minutes}`, `{days}`,
 * `{organisationName}` and `{role}` are filled in by mail-templates.ts (and HTML-escaped there); nothing else here
 * is interpreted. No subject holds the organisation name: it is chosen by users.
 */
export interface MailTexts {
  greeting: string;
  greetingNamed: string;
  signature: string;
  /** linkIntro/linkButton: the link for when too many wrong codes were tried for the address (docs/accounts.md). */
  otp: { subject: string; intro: string; expiry: string; ignore: string; linkIntro: string; linkButton: string };
  passwordReset: { subject: string; intro: string; button: string; expiry: string; ignore: string };
  /** Sign-in paused for the address after too many failed attempts; the link lifts the pause. */
  unlock: { subject: string; intro: string; button: string; expiry: string; notYou: string };
  invitation: {
    subject: string;
    /** Ends with the request to open the link; `{role}` is one of `roles`. */
    intro: string;
    /** The whole "as …" phrase, so each language can bend it (French elides "que" before a vowel). */
    roles: Record<OrganisationRole, string>;
    button: string;
    expiry: string;
    ignore: string;
  };
  organisationDecision: {
    approvedSubject: string;
    /** Ends with the request to open the dashboard link. */
    approved: string;
    button: string;
    rejectedSubject: string;
    rejected: string;
    suspendedSubject: string;
    suspended: string;
    /** Introduces the quoted reason of a rejection or suspension. */
    reason: string;
  };
  joinRequest: { subject: string; intro: string; button: string };
  /** An employer moved the student's application; one whole sentence per stage (with {jobTitle} and {companyName}). */
  applicationStage: {
    subject: string;
    /** The confirmation of a new application has a subject of its own. */
    receivedSubject: string;
    /** `received`: the confirmation on apply; `closed`: the job closed while the application was still open. */
    stages: Record<'received' | 'shortlisted' | 'interview' | 'offer' | 'rejected' | 'closed', string>;
    button: string;
  };
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
      linkIntro: 'If the code is refused because too many wrong codes were tried for your address, open this link in the browser you are registering in (valid for 30 minutes), then enter the code:',
      linkButton: 'Use this browser for my code',
    },
    passwordReset: {
      subject: 'Reset your Fast-Track password',
      intro: 'Someone asked to reset the password of your Fast-Track account. To choose a new one, open this link:',
      button: 'Choose a new password',
      expiry: 'The link works once and expires in {minutes} minutes.',
      ignore: 'If you did not ask for it, you can ignore this e-mail; your password stays the same.',
    },
    unlock: {
      subject: 'Unlock sign-in to your Fast-Track account',
      intro:
        'There were too many failed attempts to sign in with your e-mail address, so sign-in to your Fast-Track account is paused. If you want to sign in now, open this link to unlock it:',
      button: 'Unlock sign-in',
      expiry: 'The link works once and expires in {minutes} minutes.',
      notYou:
        'If these attempts were not yours, someone may be guessing your password: your account stays safe while sign-in is paused, and choosing a new password (“Forgot your password?” on the sign-in screen) keeps it that way.',
    },
    invitation: {
      subject: 'You have been invited to Fast-Track',
      intro: 'You have been invited to join {organisationName} on Fast-Track {role}. Open this link to accept:',
      roles: { owner: 'as an owner', admin: 'as an admin', member: 'as a member' },
      button: 'Accept the invitation',
      expiry: 'The invitation works once and expires in {days} days.',
      ignore: 'If you did not expect it, ignore this e-mail.',
    },
    organisationDecision: {
      approvedSubject: 'Your company has been approved on Fast-Track',
      approved:
        'Your company {organisationName} has been approved: what you publish is now visible to students. Open your dashboard:',
      button: 'Open the dashboard',
      rejectedSubject: 'Your company has not been approved on Fast-Track',
      rejected: 'Your company {organisationName} has not been approved on Fast-Track.',
      suspendedSubject: 'Your company has been suspended on Fast-Track',
      suspended: 'Your company {organisationName} has been suspended on Fast-Track: what you publish is no longer visible to students.',
      reason: 'The reason given:',
    },
    joinRequest: {
      subject: 'New request to join your team on Fast-Track',
      intro: 'Someone asked to join {organisationName} on Fast-Track. Review the request in your team page:',
      button: 'Review the request',
    },
    applicationStage: {
      subject: 'An update on your application',
      receivedSubject: 'We have received your application',
      stages: {
        received: 'Your application for {jobTitle} at {companyName} has been sent. We will tell you when the company answers.',
        shortlisted: 'Good news: {companyName} has shortlisted your application for {jobTitle}.',
        interview: '{companyName} would like to interview you for {jobTitle}. They will contact you about a time.',
        offer: 'Congratulations: {companyName} is making you an offer for {jobTitle}.',
        rejected: '{companyName} has decided not to go ahead with your application for {jobTitle}. Thank you for applying.',
        closed: '{companyName} has closed the job {jobTitle} without a final decision on your application. Thank you for applying.',
      },
      button: 'See your applications',
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
      linkIntro: 'Wird der Code abgelehnt, weil für deine Adresse zu viele falsche Codes versucht wurden, öffne diesen Link in dem Browser, in dem du dich registrierst (30 Minuten gültig), und gib dann den Code ein:',
      linkButton: 'Diesen Browser für meinen Code nutzen',
    },
    passwordReset: {
      subject: 'Setze dein Fast-Track-Passwort zurück',
      intro: 'Jemand möchte das Passwort deines Fast-Track-Kontos zurücksetzen. Über diesen Link wählst du ein neues:',
      button: 'Neues Passwort wählen',
      expiry: 'Der Link funktioniert einmal und ist {minutes} Minuten gültig.',
      ignore: 'Wenn du das nicht angefordert hast, ignoriere diese E-Mail; dein Passwort bleibt unverändert.',
    },
    unlock: {
      subject: 'Entsperre die Anmeldung bei deinem Fast-Track-Konto',
      intro:
        'Mit deiner E-Mail-Adresse gab es zu viele fehlgeschlagene Anmeldeversuche, deshalb ist die Anmeldung bei deinem Fast-Track-Konto pausiert. Wenn du dich jetzt anmelden möchtest, entsperre sie über diesen Link:',
      button: 'Anmeldung entsperren',
      expiry: 'Der Link funktioniert einmal und ist {minutes} Minuten gültig.',
      notYou:
        'Wenn diese Versuche nicht von dir kamen, versucht vielleicht jemand, dein Passwort zu erraten: Solange die Anmeldung pausiert ist, bleibt dein Konto sicher, und ein neues Passwort („Passwort vergessen?“ auf der Anmeldeseite) sorgt dafür, dass es so bleibt.',
    },
    invitation: {
      subject: 'Du wurdest zu Fast-Track eingeladen',
      intro: 'Du wurdest eingeladen, {organisationName} auf Fast-Track {role} beizutreten. Öffne diesen Link, um die Einladung anzunehmen:',
      roles: { owner: 'als Inhaber', admin: 'als Admin', member: 'als Mitglied' },
      button: 'Einladung annehmen',
      expiry: 'Die Einladung funktioniert einmal und ist {days} Tage gültig.',
      ignore: 'Wenn du sie nicht erwartet hast, ignoriere diese E-Mail.',
    },
    organisationDecision: {
      approvedSubject: 'Dein Unternehmen wurde auf Fast-Track freigegeben',
      approved:
        'Dein Unternehmen {organisationName} wurde freigegeben: Was du veröffentlichst, ist jetzt für Studierende sichtbar. Hier geht es zu deinem Dashboard:',
      button: 'Dashboard öffnen',
      rejectedSubject: 'Dein Unternehmen wurde auf Fast-Track nicht freigegeben',
      rejected: 'Dein Unternehmen {organisationName} wurde auf Fast-Track nicht freigegeben.',
      suspendedSubject: 'Dein Unternehmen wurde auf Fast-Track gesperrt',
      suspended:
        'Dein Unternehmen {organisationName} wurde auf Fast-Track gesperrt: Was du veröffentlichst, ist für Studierende nicht mehr sichtbar.',
      reason: 'Die Begründung:',
    },
    joinRequest: {
      subject: 'Neue Beitrittsanfrage für dein Team auf Fast-Track',
      intro: 'Jemand möchte {organisationName} auf Fast-Track beitreten. Prüfe die Anfrage auf deiner Team-Seite:',
      button: 'Anfrage prüfen',
    },
    applicationStage: {
      subject: 'Neuigkeiten zu deiner Bewerbung',
      receivedSubject: 'Deine Bewerbung ist eingegangen',
      stages: {
        received: 'Deine Bewerbung für {jobTitle} bei {companyName} wurde verschickt. Wir sagen dir Bescheid, sobald das Unternehmen antwortet.',
        shortlisted: 'Gute Nachrichten: {companyName} hat deine Bewerbung für {jobTitle} in die engere Auswahl genommen.',
        interview: '{companyName} möchte dich für {jobTitle} zum Gespräch einladen und meldet sich wegen eines Termins bei dir.',
        offer: 'Glückwunsch: {companyName} macht dir ein Angebot für {jobTitle}.',
        rejected: '{companyName} hat sich entschieden, deine Bewerbung für {jobTitle} nicht weiterzuverfolgen. Danke für deine Bewerbung.',
        closed: '{companyName} hat die Stelle {jobTitle} geschlossen, ohne über deine Bewerbung abschließend zu entscheiden. Danke für deine Bewerbung.',
      },
      button: 'Zu deinen Bewerbungen',
    },
  },
  fr: {
    greeting: 'Bonjour,',
    greetingNamed: 'Bonjour {name},',
    signature: "L'équipe Fast-Track",
    otp: {
      subject: 'Ton code de vérification Fast-Track : {code}',
      intro: 'Utilise ce code pour confirmer ton adresse e-mail :',
      expiry: 'Le code expire dans {minutes} minutes.',
      ignore: "Si tu ne l'as pas demandé, tu peux ignorer cet e-mail.",
      linkIntro: "Si le code est refusé parce que trop de codes erronés ont été essayés pour ton adresse, ouvre ce lien dans le navigateur où tu t'inscris (valable 30 minutes), puis saisis le code :",
      linkButton: 'Utiliser ce navigateur pour mon code',
    },
    passwordReset: {
      subject: 'Réinitialise ton mot de passe Fast-Track',
      intro:
        'Une réinitialisation du mot de passe de ton compte Fast-Track a été demandée. Pour en choisir un nouveau, ouvre ce lien :',
      button: 'Choisir un nouveau mot de passe',
      expiry: "Le lien ne fonctionne qu'une fois et expire dans {minutes} minutes.",
      ignore: "Si tu n'es pas à l'origine de cette demande, ignore cet e-mail ; ton mot de passe reste inchangé.",
    },
    unlock: {
      subject: 'Débloque la connexion à ton compte Fast-Track',
      intro:
        "Il y a eu trop de tentatives de connexion échouées avec ton adresse e-mail : la connexion à ton compte Fast-Track est donc suspendue. Si tu souhaites te connecter maintenant, ouvre ce lien pour la débloquer :",
      button: 'Débloquer la connexion',
      expiry: "Le lien ne fonctionne qu'une fois et expire dans {minutes} minutes.",
      notYou:
        "Si ces tentatives ne viennent pas de toi, quelqu'un essaie peut-être de deviner ton mot de passe : ton compte reste protégé tant que la connexion est suspendue, et choisir un nouveau mot de passe (« Mot de passe oublié ? » sur l'écran de connexion) le garde ainsi.",
    },
    invitation: {
      subject: 'Tu as reçu une invitation sur Fast-Track',
      intro: "Tu as reçu une invitation à rejoindre {organisationName} sur Fast-Track {role}. Pour l'accepter, ouvre ce lien :",
      roles: { owner: 'en tant que propriétaire', admin: "en tant qu'administrateur", member: 'en tant que membre' },
      button: "Accepter l'invitation",
      expiry: "L'invitation ne fonctionne qu'une fois et expire dans {days} jours.",
      ignore: "Si tu ne l'attendais pas, ignore cet e-mail.",
    },
    organisationDecision: {
      approvedSubject: 'Ton entreprise a été approuvée sur Fast-Track',
      approved:
        'Ton entreprise {organisationName} a été approuvée : ce que tu publies est désormais visible par les étudiants. Ouvre ton tableau de bord :',
      button: 'Ouvrir le tableau de bord',
      rejectedSubject: "Ton entreprise n'a pas été approuvée sur Fast-Track",
      rejected: "Ton entreprise {organisationName} n'a pas été approuvée sur Fast-Track.",
      suspendedSubject: 'Ton entreprise a été suspendue sur Fast-Track',
      suspended:
        "Ton entreprise {organisationName} a été suspendue sur Fast-Track : ce que tu publies n'est plus visible par les étudiants.",
      reason: 'Le motif indiqué :',
    },
    joinRequest: {
      subject: 'Nouvelle demande pour rejoindre ton équipe sur Fast-Track',
      intro: "Quelqu'un a demandé à rejoindre {organisationName} sur Fast-Track. Examine la demande sur la page de ton équipe :",
      button: 'Voir la demande',
    },
    applicationStage: {
      subject: 'Du nouveau sur ta candidature',
      receivedSubject: 'Nous avons bien reçu ta candidature',
      stages: {
        received: "Ta candidature pour {jobTitle} chez {companyName} a été envoyée. Nous te préviendrons dès que l'entreprise répondra.",
        shortlisted: 'Bonne nouvelle : {companyName} a présélectionné ta candidature pour {jobTitle}.',
        interview: '{companyName} souhaite te rencontrer en entretien pour {jobTitle} et te contactera pour fixer un horaire.',
        offer: 'Félicitations : {companyName} te fait une offre pour {jobTitle}.',
        rejected: "{companyName} a décidé de ne pas donner suite à ta candidature pour {jobTitle}. Merci d'avoir postulé.",
        closed: "{companyName} a clôturé l'offre {jobTitle} sans décision finale sur ta candidature. Merci d'avoir postulé.",
      },
      button: 'Voir tes candidatures',
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
      linkIntro: 'Jeśli kod zostanie odrzucony, bo dla Twojego adresu wypróbowano zbyt wiele błędnych kodów, otwórz ten link w przeglądarce, w której się rejestrujesz (ważny 30 minut), a potem wpisz kod:',
      linkButton: 'Użyj tej przeglądarki dla mojego kodu',
    },
    passwordReset: {
      subject: 'Zresetuj hasło do Fast-Track',
      intro: 'Otrzymaliśmy prośbę o zresetowanie hasła do Twojego konta Fast-Track. Aby ustawić nowe, otwórz ten link:',
      button: 'Ustaw nowe hasło',
      expiry: 'Link działa jednorazowo i wygasa za {minutes} minut.',
      ignore: 'Jeśli to nie Ty, zignoruj tę wiadomość; Twoje hasło się nie zmieni.',
    },
    unlock: {
      subject: 'Odblokuj logowanie do konta Fast-Track',
      intro:
        'Było zbyt wiele nieudanych prób logowania z Twoim adresem e-mail, więc logowanie do Twojego konta Fast-Track zostało wstrzymane. Jeśli chcesz zalogować się teraz, otwórz ten link, aby je odblokować:',
      button: 'Odblokuj logowanie',
      expiry: 'Link działa jednorazowo i wygasa za {minutes} minut.',
      notYou:
        'Jeśli to nie były Twoje próby, ktoś może próbować odgadnąć Twoje hasło: dopóki logowanie jest wstrzymane, konto jest bezpieczne, a ustawienie nowego hasła („Nie pamiętasz hasła?” na ekranie logowania) zapewni, że tak zostanie.',
    },
    invitation: {
      subject: 'Zaproszenie do Fast-Track',
      intro: 'Zaproszono Cię do dołączenia do organizacji {organisationName} w Fast-Track {role}. Aby przyjąć zaproszenie, otwórz ten link:',
      roles: { owner: 'jako właściciel', admin: 'jako administrator', member: 'jako członek' },
      button: 'Przyjmij zaproszenie',
      expiry: 'Zaproszenie działa jednorazowo i wygasa za {days} dni.',
      ignore: 'Jeśli nie spodziewasz się tego zaproszenia, zignoruj tę wiadomość.',
    },
    organisationDecision: {
      approvedSubject: 'Twoja firma została zatwierdzona w Fast-Track',
      approved:
        'Twoja firma {organisationName} została zatwierdzona: to, co publikujesz, jest teraz widoczne dla studentów. Otwórz swój panel:',
      button: 'Otwórz panel',
      rejectedSubject: 'Twoja firma nie została zatwierdzona w Fast-Track',
      rejected: 'Twoja firma {organisationName} nie została zatwierdzona w Fast-Track.',
      suspendedSubject: 'Twoja firma została zawieszona w Fast-Track',
      suspended: 'Twoja firma {organisationName} została zawieszona w Fast-Track: to, co publikujesz, nie jest już widoczne dla studentów.',
      reason: 'Podany powód:',
    },
    joinRequest: {
      subject: 'Nowa prośba o dołączenie do Twojego zespołu w Fast-Track',
      intro: 'Ktoś poprosił o dołączenie do organizacji {organisationName} w Fast-Track. Sprawdź prośbę na stronie swojego zespołu:',
      button: 'Sprawdź prośbę',
    },
    applicationStage: {
      subject: 'Nowości w Twojej aplikacji',
      receivedSubject: 'Otrzymaliśmy Twoją aplikację',
      stages: {
        received: 'Twoja aplikacja na {jobTitle} w {companyName} została wysłana. Damy Ci znać, gdy firma odpowie.',
        shortlisted: 'Dobra wiadomość: {companyName} umieściła Twoją aplikację na {jobTitle} na krótkiej liście.',
        interview: '{companyName} chce zaprosić Cię na rozmowę w sprawie {jobTitle} i skontaktuje się z Tobą w sprawie terminu.',
        offer: 'Gratulacje: {companyName} składa Ci ofertę na stanowisko {jobTitle}.',
        rejected: '{companyName} postanowiła nie kontynuować Twojej aplikacji na {jobTitle}. Dziękujemy za zgłoszenie.',
        closed: '{companyName} zamknęła ofertę {jobTitle} bez ostatecznej decyzji w sprawie Twojej aplikacji. Dziękujemy za zgłoszenie.',
      },
      button: 'Zobacz swoje aplikacje',
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
      linkIntro: 'Si el código se rechaza porque se han probado demasiados códigos erróneos para tu dirección, abre este enlace en el navegador en el que te estás registrando (válido 30 minutos) y después introduce el código:',
      linkButton: 'Usar este navegador para mi código',
    },
    passwordReset: {
      subject: 'Restablece tu contraseña de Fast-Track',
      intro: 'Alguien ha pedido restablecer la contraseña de tu cuenta de Fast-Track. Para elegir una nueva, abre este enlace:',
      button: 'Elegir una nueva contraseña',
      expiry: 'El enlace solo funciona una vez y caduca en {minutes} minutos.',
      ignore: 'Si no lo has solicitado, ignora este correo; tu contraseña no cambiará.',
    },
    unlock: {
      subject: 'Desbloquea el inicio de sesión en tu cuenta de Fast-Track',
      intro:
        'Ha habido demasiados intentos fallidos de iniciar sesión con tu dirección de correo, así que el inicio de sesión en tu cuenta de Fast-Track está en pausa. Si quieres iniciar sesión ahora, abre este enlace para desbloquearlo:',
      button: 'Desbloquear el inicio de sesión',
      expiry: 'El enlace solo funciona una vez y caduca en {minutes} minutos.',
      notYou:
        'Si no has sido tú, puede que alguien esté intentando adivinar tu contraseña: tu cuenta sigue protegida mientras el inicio de sesión está en pausa, y elegir una contraseña nueva («¿Has olvidado tu contraseña?» en la pantalla de inicio de sesión) la mantiene así.',
    },
    invitation: {
      subject: 'Te han invitado a Fast-Track',
      intro: 'Te han invitado a unirte a {organisationName} en Fast-Track {role}. Para aceptar, abre este enlace:',
      roles: { owner: 'como propietario', admin: 'como administrador', member: 'como miembro' },
      button: 'Aceptar la invitación',
      expiry: 'La invitación solo funciona una vez y caduca en {days} días.',
      ignore: 'Si no la esperabas, ignora este correo.',
    },
    organisationDecision: {
      approvedSubject: 'Tu empresa ha sido aprobada en Fast-Track',
      approved: 'Tu empresa {organisationName} ha sido aprobada: lo que publicas ya es visible para los estudiantes. Abre tu panel:',
      button: 'Abrir el panel',
      rejectedSubject: 'Tu empresa no ha sido aprobada en Fast-Track',
      rejected: 'Tu empresa {organisationName} no ha sido aprobada en Fast-Track.',
      suspendedSubject: 'Tu empresa ha sido suspendida en Fast-Track',
      suspended: 'Tu empresa {organisationName} ha sido suspendida en Fast-Track: lo que publicas ya no es visible para los estudiantes.',
      reason: 'El motivo indicado:',
    },
    joinRequest: {
      subject: 'Nueva solicitud para unirse a tu equipo en Fast-Track',
      intro: 'Alguien ha pedido unirse a {organisationName} en Fast-Track. Revisa la solicitud en la página de tu equipo:',
      button: 'Revisar la solicitud',
    },
    applicationStage: {
      subject: 'Novedades sobre tu candidatura',
      receivedSubject: 'Hemos recibido tu candidatura',
      stages: {
        received: 'Tu candidatura para {jobTitle} en {companyName} se ha enviado. Te avisaremos cuando la empresa responda.',
        shortlisted: 'Buenas noticias: {companyName} ha preseleccionado tu candidatura para {jobTitle}.',
        interview: '{companyName} quiere entrevistarte para {jobTitle} y se pondrá en contacto contigo para fijar una hora.',
        offer: 'Enhorabuena: {companyName} te hace una oferta para {jobTitle}.',
        rejected: '{companyName} ha decidido no seguir adelante con tu candidatura para {jobTitle}. Gracias por presentarte.',
        closed: '{companyName} ha cerrado la oferta {jobTitle} sin una decisión final sobre tu candidatura. Gracias por presentarte.',
      },
      button: 'Ver tus candidaturas',
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
      linkIntro: 'Se il codice viene rifiutato perché sono stati provati troppi codici errati per il tuo indirizzo, apri questo link nel browser in cui ti stai registrando (valido 30 minuti), poi inserisci il codice:',
      linkButton: 'Usa questo browser per il mio codice',
    },
    passwordReset: {
      subject: 'Reimposta la password di Fast-Track',
      intro: 'È stato richiesto il ripristino della password del tuo account Fast-Track. Per sceglierne una nuova, apri questo link:',
      button: 'Scegli una nuova password',
      expiry: 'Il link funziona una sola volta e scade tra {minutes} minuti.',
      ignore: 'Se non sei stato tu, ignora questa e-mail; la tua password resta invariata.',
    },
    unlock: {
      subject: "Sblocca l'accesso al tuo account Fast-Track",
      intro:
        "Ci sono stati troppi tentativi di accesso non riusciti con il tuo indirizzo e-mail, quindi l'accesso al tuo account Fast-Track è in pausa. Se vuoi accedere adesso, apri questo link per sbloccarlo:",
      button: "Sblocca l'accesso",
      expiry: 'Il link funziona una sola volta e scade tra {minutes} minuti.',
      notYou:
        "Se questi tentativi non sono stati tuoi, qualcuno potrebbe provare a indovinare la tua password: il tuo account resta al sicuro finché l'accesso è in pausa, e scegliere una nuova password («Hai dimenticato la password?» nella schermata di accesso) lo mantiene tale.",
    },
    invitation: {
      subject: 'Hai ricevuto un invito su Fast-Track',
      intro: 'Hai ricevuto un invito a unirti a {organisationName} su Fast-Track {role}. Per accettarlo, apri questo link:',
      roles: { owner: 'come proprietario', admin: 'come amministratore', member: 'come membro' },
      button: "Accetta l'invito",
      expiry: "L'invito funziona una sola volta e scade tra {days} giorni.",
      ignore: 'Se non te lo aspettavi, ignora questa e-mail.',
    },
    organisationDecision: {
      approvedSubject: 'La tua azienda è stata approvata su Fast-Track',
      approved:
        'La tua azienda {organisationName} è stata approvata: ciò che pubblichi ora è visibile agli studenti. Apri la tua dashboard:',
      button: 'Apri la dashboard',
      rejectedSubject: 'La tua azienda non è stata approvata su Fast-Track',
      rejected: 'La tua azienda {organisationName} non è stata approvata su Fast-Track.',
      suspendedSubject: 'La tua azienda è stata sospesa su Fast-Track',
      suspended: 'La tua azienda {organisationName} è stata sospesa su Fast-Track: ciò che pubblichi non è più visibile agli studenti.',
      reason: 'Il motivo indicato:',
    },
    joinRequest: {
      subject: 'Nuova richiesta di unirsi al tuo team su Fast-Track',
      intro: 'Qualcuno ha chiesto di unirsi a {organisationName} su Fast-Track. Controlla la richiesta nella pagina del tuo team:',
      button: 'Controlla la richiesta',
    },
    applicationStage: {
      subject: 'Novità sulla tua candidatura',
      receivedSubject: 'Abbiamo ricevuto la tua candidatura',
      stages: {
        received: 'La tua candidatura per {jobTitle} presso {companyName} è stata inviata. Ti avviseremo quando l’azienda risponderà.',
        shortlisted: 'Buone notizie: {companyName} ha inserito la tua candidatura per {jobTitle} nella rosa dei candidati.',
        interview: '{companyName} vorrebbe fare un colloquio con te per {jobTitle} e ti contatterà per fissare un orario.',
        offer: 'Congratulazioni: {companyName} ti fa un’offerta per {jobTitle}.',
        rejected: '{companyName} ha deciso di non proseguire con la tua candidatura per {jobTitle}. Grazie per esserti candidato.',
        closed: '{companyName} ha chiuso l’offerta {jobTitle} senza una decisione finale sulla tua candidatura. Grazie per esserti candidato.',
      },
      button: 'Vedi le tue candidature',
    },
  },
};
