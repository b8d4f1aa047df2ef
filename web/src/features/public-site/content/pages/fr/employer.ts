import type { PageText } from '../../types.ts';

const page: PageText = {
  metaTitle: 'Employer Hub : recrute des étudiants grâce aux challenges, événements et offres',
  metaDescription: "Organise des challenges virtuels, des événements et des offres d'emploi, explore le vivier de talents et mesure ta présence sur les campus avec l'Employer Hub de Fast-Track.",
  eyebrow: 'Employer Hub',
  title: 'Rencontre les étudiants qui feront ton entreprise',
  lede: 'Challenges, événements et offres au même endroit : vois qui participe et parle aux meilleurs candidats avant tout le monde.',
  cards: [
    { title: 'Des challenges qui révèlent le talent', text: 'Les étudiants résolvent un cas conçu par ton équipe. Tu obtiens un classement au lieu de deviner à partir de CV.' },
    { title: 'Des événements qui attirent', text: 'Publie des événements en ligne ou sur le campus, accepte les inscriptions et réponds aux questions sur une seule page.' },
    { title: 'Offres et vivier de talents', text: 'Publie stages et postes de jeunes diplômés, fais avancer les candidatures par étapes et présélectionne les meilleurs profils.' },
  ],
  cta: 'Réserver une visite',
};

export default page;
