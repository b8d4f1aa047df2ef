import type { PageText } from '../../types.ts';

const page: PageText = {
  metaTitle: "Réserver une visite de l'Employer Hub",
  metaDescription: "Choisissez un créneau et notre équipe vous présente l'Employer Hub de Fast-Track : challenges, événements, offres et statistiques.",
  eyebrow: 'Réserver une visite',
  title: "L'Employer Hub en trente minutes",
  lede: "Parlez-nous un peu de votre entreprise et de vos disponibilités. Nous vous montrerons le Hub avec des exemples de votre secteur.",
  cards: [
    { title: 'Une démonstration en direct', text: "Un membre de notre équipe partage son écran et répond à vos questions au fil de l'eau." },
    { title: 'Centrée sur vos objectifs', text: 'Recrutement de jeunes diplômés, stages ou marque employeur : nous nous concentrons sur vos besoins.' },
    { title: 'Sans engagement', text: 'La visite est gratuite, et vous décidez ensuite si Fast-Track vous convient.' },
  ],
  cta: 'Comparer les formules',
};

export default page;
