import type { PageText } from '../../types.ts';

const page: PageText = {
  metaTitle: 'Statistiques pour le recrutement sur les campus',
  metaDescription: "Voyez comment les étudiants réagissent à vos challenges, événements et offres, et de quelles universités viennent vos meilleurs candidats.",
  eyebrow: 'Solutions : statistiques',
  title: 'Sachez ce qui fonctionne sur les campus',
  lede: "Suivez chaque challenge, événement et offre de la première vue à la candidature, et investissez là où se trouvent les meilleurs candidats.",
  cards: [
    { title: 'Une vue d’ensemble', text: 'Vues, inscriptions, présences et candidatures pour tout ce que vous publiez, sur votre tableau de bord.' },
    { title: "D'où viennent les talents", text: "Comparez les universités, années d'études et filières des étudiants qui s'intéressent à vous." },
    { title: 'Des chiffres à partager', text: 'Montrez à votre équipe et à votre direction les résultats de votre programme campus, saison après saison.' },
  ],
  cta: 'Créer votre compte entreprise',
};

export default page;
