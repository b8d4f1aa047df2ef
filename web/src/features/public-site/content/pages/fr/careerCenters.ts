import type { PageText } from '../../types.ts';

const page: PageText = {
  metaTitle: 'Pour les services carrières',
  metaDescription: "Ouvre à tes étudiants les challenges, événements et offres d'entreprises de premier plan, et suis leur participation avec les outils Fast-Track pour services carrières.",
  eyebrow: 'Services carrières',
  title: 'Plus d’opportunités pour tes étudiants',
  lede: "Apporte à ton université les challenges, événements et offres d'entreprises de premier plan, et vois comment tes étudiants y participent.",
  cards: [
    { title: 'Tes propres événements', text: "Publie forums et ateliers à côté de ceux des employeurs, réservés à tes étudiants si tu le souhaites." },
    { title: 'Des employeurs qui viennent à toi', text: 'Les entreprises trouvent ton université sur Fast-Track et invitent tes étudiants à leurs programmes.' },
    { title: 'Une promotion clé en main', text: 'Affiches, diapositives et modèles d’e-mail en six langues pour présenter Fast-Track sur le campus.' },
  ],
  cta: 'Inscrire ton service carrières',
};

export default page;
