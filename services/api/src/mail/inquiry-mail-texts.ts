import type { MailLanguage } from './mail-job.ts';

type InquiryKind = 'tour' | 'career-center' | 'support';

/** The requester's confirmation of a public-site form (issue 15); `{reference}` is filled in by mail-templates.ts. */
export interface InquiryMailTexts {
  subject: Record<InquiryKind, string>;
  received: Record<InquiryKind, string>;
  reference: string;
  notYou: string;
}

export const inquiryMailTexts: Readonly<Record<MailLanguage, InquiryMailTexts>> = {
  en: {
    subject: { tour: 'Your Employer Hub tour request', 'career-center': 'Your request to the Fast-Track team', support: 'We have received your question' },
    received: {
      tour: 'Thank you for asking for a tour of the Employer Hub. Our team will write to you within two working days to agree on one of the times you chose.',
      'career-center': 'Thank you for contacting us on behalf of your career center. Our team will write to you within two working days to agree on a time to talk.',
      support: 'Thank you for writing to us. Our support team will answer within two working days.',
    },
    reference: 'Your reference: {reference}',
    notYou: 'If you did not send this request, you can ignore this e-mail.',
  },
  de: {
    subject: { tour: 'Deine Anfrage für eine Tour durch den Employer Hub', 'career-center': 'Deine Anfrage an das Fast-Track-Team', support: 'Wir haben deine Frage erhalten' },
    received: {
      tour: 'Danke für deine Anfrage für eine Tour durch den Employer Hub. Unser Team meldet sich innerhalb von zwei Werktagen, um einen der gewählten Termine zu vereinbaren.',
      'career-center': 'Danke für deine Nachricht im Namen deines Career Centers. Unser Team meldet sich innerhalb von zwei Werktagen, um einen Gesprächstermin zu vereinbaren.',
      support: 'Danke für deine Nachricht. Unser Support-Team antwortet innerhalb von zwei Werktagen.',
    },
    reference: 'Deine Referenz: {reference}',
    notYou: 'Wenn du diese Anfrage nicht gesendet hast, kannst du diese E-Mail ignorieren.',
  },
  fr: {
    subject: { tour: "Ta demande de visite de l'Employer Hub", 'career-center': "Ta demande à l'équipe Fast-Track", support: 'Nous avons bien reçu ta question' },
    received: {
      tour: "Merci d'avoir demandé une visite de l'Employer Hub. Notre équipe t'écrira sous deux jours ouvrés pour convenir de l'un des créneaux choisis.",
      'career-center': "Merci de nous avoir contactés au nom de ton service carrières. Notre équipe t'écrira sous deux jours ouvrés pour convenir d'un rendez-vous.",
      support: 'Merci de nous avoir écrit. Notre équipe d’assistance te répondra sous deux jours ouvrés.',
    },
    reference: 'Ta référence : {reference}',
    notYou: "Si tu n'as pas envoyé cette demande, tu peux ignorer cet e-mail.",
  },
  pl: {
    subject: { tour: 'Twoja prośba o prezentację Employer Hub', 'career-center': 'Twoja wiadomość do zespołu Fast-Track', support: 'Otrzymaliśmy Twoje pytanie' },
    received: {
      tour: 'Dziękujemy za prośbę o prezentację Employer Hub. Nasz zespół odezwie się w ciągu dwóch dni roboczych, aby ustalić jeden z wybranych terminów.',
      'career-center': 'Dziękujemy za kontakt w imieniu Twojego biura karier. Nasz zespół odezwie się w ciągu dwóch dni roboczych, aby ustalić termin rozmowy.',
      support: 'Dziękujemy za wiadomość. Nasz zespół wsparcia odpowie w ciągu dwóch dni roboczych.',
    },
    reference: 'Twój numer referencyjny: {reference}',
    notYou: 'Jeśli to nie Ty wysłałeś tę prośbę, możesz zignorować tę wiadomość.',
  },
  es: {
    subject: { tour: 'Tu solicitud de visita al Employer Hub', 'career-center': 'Tu solicitud al equipo de Fast-Track', support: 'Hemos recibido tu pregunta' },
    received: {
      tour: 'Gracias por solicitar una visita al Employer Hub. Nuestro equipo te escribirá en un plazo de dos días laborables para acordar uno de los horarios elegidos.',
      'career-center': 'Gracias por contactarnos en nombre de tu servicio de empleo universitario. Nuestro equipo te escribirá en dos días laborables para acordar una cita.',
      support: 'Gracias por escribirnos. Nuestro equipo de soporte responderá en un plazo de dos días laborables.',
    },
    reference: 'Tu referencia: {reference}',
    notYou: 'Si no enviaste esta solicitud, puedes ignorar este correo.',
  },
  it: {
    subject: { tour: "La tua richiesta di una visita all'Employer Hub", 'career-center': 'La tua richiesta al team di Fast-Track', support: 'Abbiamo ricevuto la tua domanda' },
    received: {
      tour: "Grazie per aver richiesto una visita all'Employer Hub. Il nostro team ti scriverà entro due giorni lavorativi per concordare uno degli orari scelti.",
      'career-center': 'Grazie per averci contattato a nome del tuo career service. Il nostro team ti scriverà entro due giorni lavorativi per fissare un appuntamento.',
      support: 'Grazie per averci scritto. Il nostro team di assistenza risponderà entro due giorni lavorativi.',
    },
    reference: 'Il tuo riferimento: {reference}',
    notYou: 'Se non hai inviato questa richiesta, puoi ignorare questa e-mail.',
  },
};
