import type { PageText } from '../../types.ts';

const page: PageText = {
  metaTitle: 'Founders Hub : pour les étudiants qui veulent entreprendre',
  metaDescription: "Rencontre des fondateurs, participe à des événements sur la création d'entreprise et trouve des cofondateurs et des postes en start-up sur Fast-Track.",
  eyebrow: 'Founders Hub',
  title: "De l'idée à la première entreprise",
  lede: "Apprends de fondateurs qui l'ont fait, teste tes idées dans des challenges et rencontre d'autres étudiants qui veulent construire quelque chose.",
  cards: [
    { title: 'Rencontres avec des fondateurs', text: 'Sessions en direct sur le financement, les premiers recrutements et les erreurs à éviter.' },
    { title: "S'entraîner sur de vrais cas", text: 'Les challenges start-up développent les compétences utiles à ta propre entreprise.' },
    { title: 'Trouve ton équipe', text: "Rencontre des étudiants d'autres universités qui veulent eux aussi se lancer." },
  ],
  cta: 'Rejoindre le Founders Hub',
};

export default page;
