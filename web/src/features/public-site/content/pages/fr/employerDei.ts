import type { PageText } from '../../types.ts';

const page: PageText = {
  metaTitle: 'Vision DE&I : élargissez votre vivier',
  metaDescription: "Touchez des étudiants de plus d'universités et d'horizons, et mesurez la diversité de votre vivier avec l'Employer Hub de Fast-Track.",
  eyebrow: 'Diversité, équité et inclusion',
  title: 'Recrutez sur les compétences, quel que soit le parcours',
  lede: "Les challenges permettent aux étudiants de prouver ce qu'ils savent faire, quels que soient leur université ou leur réseau. Votre vivier s'élargit, et vous pouvez le montrer.",
  cards: [
    { title: 'Au-delà des écoles cibles', text: "Des étudiants de centaines d'universités en Europe voient vos challenges et événements, pas seulement ceux proches de vos bureaux." },
    { title: 'Les compétences avant le CV', text: "Les classements mettent les capacités au premier plan ; vous décidez quand les noms et les universités s'affichent." },
    { title: 'Des rapports à partager', text: "Voyez la composition de votre vivier par université et année d'études, de façon agrégée et respectueuse de la vie privée." },
  ],
  cta: 'Créer votre compte entreprise',
};

export default page;
