import type { PageText } from '../../types.ts';

const page: PageText = {
  metaTitle: 'Statistiques pour le recrutement sur les campus',
  metaDescription: "Vois comment les étudiants réagissent à tes challenges, événements et offres, et de quelles universités viennent tes meilleurs candidats.",
  eyebrow: 'Solutions : statistiques',
  title: 'Sache ce qui fonctionne sur les campus',
  lede: "Suis chaque challenge, événement et offre de la première vue à la candidature, et investis là où se trouvent les meilleurs candidats.",
  cards: [
    { title: 'Une vue d’ensemble', text: 'Vues, inscriptions, présences et candidatures pour tout ce que tu publies, sur ton tableau de bord.' },
    { title: "D'où viennent les talents", text: "Compare les universités, années d'études et filières des étudiants qui s'intéressent à toi." },
    { title: 'Des chiffres à partager', text: 'Montre à ton équipe et à ta direction les résultats de ton programme campus, saison après saison.' },
  ],
  cta: 'Créer ton compte entreprise',
};

export default page;
