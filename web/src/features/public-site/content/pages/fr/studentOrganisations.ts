import type { PageText } from '../../types.ts';

const page: PageText = {
  metaTitle: 'Pour les associations étudiantes',
  metaDescription: "Gérez vos membres et partenaires et organisez les événements de votre association avec le CRM et les outils d'événements de Fast-Track.",
  eyebrow: 'Associations étudiantes',
  title: 'Gérez votre association comme des pros',
  lede: 'Suivez membres et partenaires, publiez vos événements et échangez avec les employeurs qui veulent rencontrer vos membres.',
  cards: [
    { title: 'Un CRM pour membres et partenaires', text: 'Une liste de vos membres, de votre bureau et de vos entreprises partenaires, avec leurs rôles et votre historique commun.' },
    { title: 'Des événements qui rassemblent', text: 'Publiez conférences et ateliers, gérez les inscriptions et ouvrez-les aux membres seulement ou à tous les étudiants.' },
    { title: 'Des partenaires qui vous trouvent', text: 'Les employeurs sur Fast-Track cherchent des associations à soutenir et invitent vos membres à leurs programmes.' },
  ],
  cta: 'Inscrire votre association',
};

export default page;
