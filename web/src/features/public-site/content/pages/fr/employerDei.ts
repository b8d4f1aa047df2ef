import type { PageText } from '../../types.ts';

const page: PageText = {
  metaTitle: 'Vision DE&I : élargis ton vivier',
  metaDescription: "Touche des étudiants de plus d'universités et d'horizons, et mesure la diversité de ton vivier avec l'Employer Hub de Fast-Track.",
  eyebrow: 'Diversité, équité et inclusion',
  title: 'Recrute sur les compétences, quel que soit le parcours',
  lede: "Les challenges permettent aux étudiants de prouver ce qu'ils savent faire, quels que soient leur université ou leur réseau. Ton vivier s'élargit, et tu peux le montrer.",
  cards: [
    { title: 'Au-delà des écoles cibles', text: "Des étudiants de centaines d'universités en Europe voient tes challenges et événements, pas seulement ceux proches de tes bureaux." },
    { title: 'Les compétences avant le CV', text: "Les classements mettent les capacités au premier plan ; tu décides quand les noms et les universités s'affichent." },
    { title: 'Des rapports à partager', text: "Vois la composition de ton vivier par université et année d'études, de façon agrégée et respectueuse de la vie privée." },
  ],
  cta: 'Créer ton compte entreprise',
};

export default page;
