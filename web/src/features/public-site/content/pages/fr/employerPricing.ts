import type { PageText } from '../../types.ts';

const page: PageText = {
  metaTitle: "Tarifs de l'Employer Hub",
  metaDescription: "Comparez les formules Starter, Growth et Enterprise de l'Employer Hub de Fast-Track : utilisateurs, offres, événements, challenges et assistance.",
  eyebrow: 'Tarifs',
  title: 'Une formule pour chaque saison de recrutement',
  lede: 'Commencez avec quelques offres ou menez tout votre programme campus sur Fast-Track. Le vivier de talents et la messagerie sont inclus dans chaque formule.',
  cards: [
    { title: "Pas de frais d'installation", text: "Votre page entreprise, votre équipe et votre première offre sont prêtes le jour de l'inscription." },
    { title: 'Changez de formule à tout moment', text: 'Montez en gamme avant votre saison la plus chargée et redescendez ensuite.' },
    { title: 'Factures dans votre devise', text: "Facturation mensuelle ou annuelle, avec la TVA gérée pour chaque pays de l'UE." },
  ],
  cta: 'Parler à notre équipe',
};

export default page;
