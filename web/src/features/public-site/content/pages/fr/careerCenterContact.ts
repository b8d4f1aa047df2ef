import type { PageText } from '../../types.ts';

const page: PageText = {
  metaTitle: 'Nous contacter en tant que service carrières',
  metaDescription: "Parlez avec l'équipe Fast-Track de l'arrivée des challenges, événements et offres dans votre université.",
  eyebrow: 'Contact',
  title: 'Parlons de vos étudiants',
  lede: "Présentez-nous votre université et vos disponibilités. Nous vous montrerons comment les services carrières travaillent avec Fast-Track.",
  cards: [
    { title: 'Un court échange', text: "Trente minutes avec notre équipe universités, à l'un des créneaux que vous choisissez." },
    { title: 'Des réponses à vos questions', text: 'Protection des données, domaines e-mail des étudiants, co-marquage : posez-nous toutes vos questions.' },
    { title: 'Démarrer tout de suite', text: 'Votre compte service carrières peut être prêt le jour même.' },
  ],
  cta: 'Voir le kit de communication',
};

export default page;
