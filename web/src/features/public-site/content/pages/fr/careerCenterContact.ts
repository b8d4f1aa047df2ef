import type { PageText } from '../../types.ts';

const page: PageText = {
  metaTitle: 'Nous contacter en tant que service carrières',
  metaDescription: "Parle avec l'équipe Fast-Track de l'arrivée des challenges, événements et offres dans ton université.",
  eyebrow: 'Contact',
  title: 'Parlons de tes étudiants',
  lede: "Présente-nous ton université et tes disponibilités. Nous te montrerons comment les services carrières travaillent avec Fast-Track.",
  cards: [
    { title: 'Un court échange', text: "Trente minutes avec notre équipe universités, à l'un des créneaux que tu choisis." },
    { title: 'Des réponses à tes questions', text: 'Protection des données, domaines e-mail des étudiants, co-marquage : pose-nous toutes tes questions.' },
    { title: 'Démarrer tout de suite', text: 'Ton compte service carrières peut être prêt le jour même.' },
  ],
  cta: 'Voir le kit de communication',
};

export default page;
