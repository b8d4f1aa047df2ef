import type { PageText } from '../../types.ts';

const page: PageText = {
  metaTitle: 'Assistance aux employeurs',
  metaDescription: "Obtiens de l'aide sur ton compte entreprise, tes challenges, événements et offres auprès de l'équipe d'assistance employeurs de Fast-Track.",
  eyebrow: 'Assistance employeurs',
  title: 'Nous sommes là pour ton équipe',
  lede: 'Une question sur ta page entreprise, un événement ou une offre ? Écris-nous : un chargé de compte te répond sous deux jours ouvrés.',
  cards: [
    { title: 'Premiers pas', text: 'Crée ton entreprise, invite tes collègues et complète la liste de démarrage de ton tableau de bord.' },
    { title: 'Publication', text: "Événements et offres sont mis en ligne dès que ton entreprise est approuvée ; les brouillons attendent aussi longtemps qu'il faut." },
    { title: 'Tes données', text: "Tu peux exporter ou supprimer les données de ton entreprise à tout moment ; demande-nous de l'aide si besoin." },
  ],
  cta: "Se connecter à l'Employer Hub",
};

export default page;
