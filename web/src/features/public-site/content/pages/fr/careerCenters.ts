import type { PageText } from '../../types.ts';

const page: PageText = {
  metaTitle: 'Pour les services carrières',
  metaDescription: "Ouvrez à vos étudiants les challenges, événements et offres d'entreprises de premier plan, et suivez leur participation avec les outils Fast-Track pour services carrières.",
  eyebrow: 'Services carrières',
  title: 'Plus d’opportunités pour vos étudiants',
  lede: "Apportez à votre université les challenges, événements et offres d'entreprises de premier plan, et voyez comment vos étudiants y participent.",
  cards: [
    { title: 'Vos propres événements', text: "Publiez forums et ateliers à côté de ceux des employeurs, réservés à vos étudiants si vous le souhaitez." },
    { title: 'Des employeurs qui viennent à vous', text: 'Les entreprises trouvent votre université sur Fast-Track et invitent vos étudiants à leurs programmes.' },
    { title: 'Une promotion clé en main', text: 'Affiches, diapositives et modèles d’e-mail en six langues pour présenter Fast-Track sur le campus.' },
  ],
  cta: 'Inscrire votre service carrières',
};

export default page;
