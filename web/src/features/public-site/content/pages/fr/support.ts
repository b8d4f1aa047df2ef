import type { PageText } from '../../types.ts';

const page: PageText = {
  metaTitle: 'Assistance et questions fréquentes',
  metaDescription: "Réponses aux questions fréquentes sur les comptes, événements, challenges et candidatures sur Fast-Track, et formulaire pour joindre notre équipe d'assistance.",
  eyebrow: 'Assistance',
  title: 'Comment pouvons-nous t’aider ?',
  lede: "Cherche parmi les questions les plus fréquentes ci-dessous. Si tu ne trouves pas de réponse, envoie-nous un message.",
  cards: [
    { title: 'Compte et connexion', text: 'Inscription, mots de passe, adresses e-mail universitaires et suppression de ton compte.' },
    { title: 'Événements et challenges', text: "S'inscrire, participer, poser des questions et comprendre les classements." },
    { title: 'Offres et candidatures', text: 'Postuler, suivre tes candidatures et ce que voient les employeurs.' },
  ],
  cta: 'Autres moyens de nous contacter',
};

export default page;
