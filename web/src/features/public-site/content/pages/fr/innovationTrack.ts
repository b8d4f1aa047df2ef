import type { PageText } from '../../types.ts';

const page: PageText = {
  metaTitle: 'Innovation Track : start-up et produit',
  metaDescription: 'Travaillez sur des challenges de start-up et scale-up, apprenez le produit et la croissance, et trouvez des postes dans des entreprises innovantes.',
  eyebrow: 'Innovation Track',
  title: 'Construire, tester et lancer avec des start-up',
  lede: 'Relevez des challenges produit, croissance et stratégie de jeunes entreprises, et rencontrez les fondateurs qui recrutent.',
  cards: [
    { title: 'De vrais problèmes de start-up', text: "Préparez un lancement, estimez un marché ou concevez une fonctionnalité, avec le retour de l'équipe qui l'a proposé." },
    { title: 'Des compétences à montrer', text: 'Chaque challenge terminé apparaît sur votre profil, visible par les employeurs.' },
    { title: 'Des postes dans de jeunes entreprises', text: 'Stages et premiers emplois dans des start-up partout en Europe.' },
  ],
  cta: "Rejoindre l'Innovation Track",
};

export default page;
