import type { PageText } from '../../types.ts';

const page: PageText = {
  metaTitle: "Réserver une visite de l'Employer Hub",
  metaDescription: "Choisis un créneau et notre équipe te présente l'Employer Hub de Fast-Track : challenges, événements, offres et statistiques.",
  eyebrow: 'Réserver une visite',
  title: "L'Employer Hub en trente minutes",
  lede: "Parle-nous un peu de ton entreprise et de tes disponibilités. Nous te montrerons le Hub avec des exemples de ton secteur.",
  cards: [
    { title: 'Une démonstration en direct', text: "Un membre de notre équipe partage son écran et répond à tes questions au fil de l'eau." },
    { title: 'Centrée sur tes objectifs', text: 'Recrutement de jeunes diplômés, stages ou marque employeur : nous nous concentrons sur tes besoins.' },
    { title: 'Sans engagement', text: 'La visite est gratuite, et tu décides ensuite si Fast-Track te convient.' },
  ],
  cta: 'Comparer les formules',
};

export default page;
