import type { PageText } from '../../types.ts';

const page: PageText = {
  metaTitle: 'Founders Hub : pour les étudiants qui veulent entreprendre',
  metaDescription: "Rencontrez des fondateurs, participez à des événements sur la création d'entreprise et trouvez des cofondateurs et des postes en start-up sur Fast-Track.",
  eyebrow: 'Founders Hub',
  title: "De l'idée à la première entreprise",
  lede: "Apprenez de fondateurs qui l'ont fait, testez vos idées dans des challenges et rencontrez d'autres étudiants qui veulent construire quelque chose.",
  cards: [
    { title: 'Rencontres avec des fondateurs', text: 'Sessions en direct sur le financement, les premiers recrutements et les erreurs à éviter.' },
    { title: "S'entraîner sur de vrais cas", text: 'Les challenges start-up développent les compétences utiles à votre propre entreprise.' },
    { title: 'Trouvez votre équipe', text: "Rencontrez des étudiants d'autres universités qui veulent eux aussi se lancer." },
  ],
  cta: 'Rejoindre le Founders Hub',
};

export default page;
