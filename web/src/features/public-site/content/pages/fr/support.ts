import type { PageText } from '../../types.ts';

const page: PageText = {
  metaTitle: 'Assistance et questions fréquentes',
  metaDescription: "Réponses aux questions fréquentes sur les comptes, événements, challenges et candidatures sur Fast-Track, et formulaire pour joindre notre équipe d'assistance.",
  eyebrow: 'Assistance',
  title: 'Comment pouvons-nous vous aider ?',
  lede: "Cherchez parmi les questions les plus fréquentes ci-dessous. Si vous ne trouvez pas de réponse, envoyez-nous un message.",
  cards: [
    { title: 'Compte et connexion', text: 'Inscription, mots de passe, adresses e-mail universitaires et suppression de votre compte.' },
    { title: 'Événements et challenges', text: "S'inscrire, participer, poser des questions et comprendre les classements." },
    { title: 'Offres et candidatures', text: 'Postuler, suivre vos candidatures et ce que voient les employeurs.' },
  ],
  cta: 'Autres moyens de nous contacter',
};

export default page;
