import type { PageText } from '../../types.ts';

const page: PageText = {
  metaTitle: 'Innovation Track : start-up et produit',
  metaDescription: 'Travaille sur des challenges de start-up et scale-up, apprends le produit et la croissance, et trouve des postes dans des entreprises innovantes.',
  eyebrow: 'Innovation Track',
  title: 'Construire, tester et lancer avec des start-up',
  lede: 'Relève des challenges produit, croissance et stratégie de jeunes entreprises, et rencontre les fondateurs qui recrutent.',
  cards: [
    { title: 'De vrais problèmes de start-up', text: "Prépare un lancement, estime un marché ou conçois une fonctionnalité, avec le retour de l'équipe qui l'a proposé." },
    { title: 'Des compétences à montrer', text: 'Chaque challenge terminé apparaît sur ton profil, visible par les employeurs.' },
    { title: 'Des postes dans de jeunes entreprises', text: 'Stages et premiers emplois dans des start-up partout en Europe.' },
  ],
  cta: "Rejoindre l'Innovation Track",
};

export default page;
