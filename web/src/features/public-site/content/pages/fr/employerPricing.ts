import type { PageText } from '../../types.ts';

const page: PageText = {
  metaTitle: "Tarifs de l'Employer Hub",
  metaDescription: "Compare les formules Starter, Growth et Enterprise de l'Employer Hub de Fast-Track : utilisateurs, offres, événements, challenges et assistance.",
  eyebrow: 'Tarifs',
  title: 'Une formule pour chaque saison de recrutement',
  lede: 'Commence avec quelques offres ou mène tout ton programme campus sur Fast-Track. Le vivier de talents et la messagerie sont inclus dans chaque formule.',
  cards: [
    { title: "Pas de frais d'installation", text: "Ta page entreprise, ton équipe et ta première offre sont prêtes le jour de l'inscription." },
    { title: 'Change de formule à tout moment', text: 'Monte en gamme avant ta saison la plus chargée et redescends ensuite.' },
    { title: 'Factures dans ta devise', text: "Facturation mensuelle ou annuelle, avec la TVA gérée pour chaque pays de l'UE." },
  ],
  cta: 'Parler à notre équipe',
};

export default page;
