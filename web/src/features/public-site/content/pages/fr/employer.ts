import type { PageText } from '../../types.ts';

const page: PageText = {
  metaTitle: 'Employer Hub : recrutez des étudiants grâce aux challenges, événements et offres',
  metaDescription: "Organisez des challenges virtuels, des événements et des offres d'emploi, explorez le vivier de talents et mesurez votre présence sur les campus avec l'Employer Hub de Fast-Track.",
  eyebrow: 'Employer Hub',
  title: 'Rencontrez les étudiants qui feront votre entreprise',
  lede: 'Challenges, événements et offres au même endroit : voyez qui participe et parlez aux meilleurs candidats avant tout le monde.',
  cards: [
    { title: 'Des challenges qui révèlent le talent', text: 'Les étudiants résolvent un cas conçu par votre équipe. Vous obtenez un classement au lieu de deviner à partir de CV.' },
    { title: 'Des événements qui attirent', text: 'Publiez des événements en ligne ou sur le campus, acceptez les inscriptions et répondez aux questions sur une seule page.' },
    { title: 'Offres et vivier de talents', text: 'Publiez stages et postes de jeunes diplômés, faites avancer les candidatures par étapes et présélectionnez les meilleurs profils.' },
  ],
  cta: 'Réserver une visite',
};

export default page;
