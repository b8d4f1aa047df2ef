import type { PageText } from '../../types.ts';

const page: PageText = {
  metaTitle: 'Pour les associations étudiantes',
  metaDescription: "Gère tes membres et partenaires et organise les événements de ton association avec le CRM et les outils d'événements de Fast-Track.",
  eyebrow: 'Associations étudiantes',
  title: 'Gère ton association comme des pros',
  lede: 'Suis membres et partenaires, publie tes événements et échange avec les employeurs qui veulent rencontrer tes membres.',
  cards: [
    { title: 'Un CRM pour membres et partenaires', text: 'Une liste de tes membres, de ton bureau et de tes entreprises partenaires, avec leurs rôles et ton historique commun.' },
    { title: 'Des événements qui rassemblent', text: 'Publie conférences et ateliers, gère les inscriptions et ouvre-les aux membres seulement ou à tous les étudiants.' },
    { title: 'Des partenaires qui te trouvent', text: 'Les employeurs sur Fast-Track cherchent des associations à soutenir et invitent tes membres à leurs programmes.' },
  ],
  cta: 'Inscrire ton association',
};

export default page;
