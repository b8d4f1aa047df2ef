import type { PageText } from '../../types.ts';

const page: PageText = {
  metaTitle: 'Assistance aux employeurs',
  metaDescription: "Obtenez de l'aide sur votre compte entreprise, vos challenges, événements et offres auprès de l'équipe d'assistance employeurs de Fast-Track.",
  eyebrow: 'Assistance employeurs',
  title: 'Nous sommes là pour votre équipe',
  lede: 'Une question sur votre page entreprise, un événement ou une offre ? Écrivez-nous : un chargé de compte vous répond sous deux jours ouvrés.',
  cards: [
    { title: 'Premiers pas', text: 'Créez votre entreprise, invitez vos collègues et complétez la liste de démarrage de votre tableau de bord.' },
    { title: 'Publication', text: "Événements et offres sont mis en ligne dès que votre entreprise est approuvée ; les brouillons attendent aussi longtemps qu'il faut." },
    { title: 'Vos données', text: "Vous pouvez exporter ou supprimer les données de votre entreprise à tout moment ; demandez-nous de l'aide si besoin." },
  ],
  cta: "Se connecter à l'Employer Hub",
};

export default page;
