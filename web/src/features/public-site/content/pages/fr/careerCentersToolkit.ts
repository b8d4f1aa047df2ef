import type { PageText } from '../../types.ts';

const page: PageText = {
  metaTitle: 'Kit de communication pour services carrières',
  metaDescription: "Téléchargez affiches, diapositives et modèles d'e-mail pour présenter Fast-Track à vos étudiants.",
  eyebrow: 'Kit de communication',
  title: 'Tout ce qu’il faut pour faire connaître Fast-Track',
  lede: "Imprimez l'affiche, projetez les diapositives lors de votre prochaine réunion d'information et envoyez le modèle d'e-mail à vos étudiants.",
  cards: [
    { title: 'Libre d’utilisation', text: 'Utilisez et adaptez les supports pour votre université, sans autorisation.' },
    { title: 'Dans votre langue', text: "Le modèle d'e-mail est fourni dans la langue dans laquelle vous lisez cette page." },
    { title: 'Besoin d’autre chose ?', text: "Demandez-nous une version aux couleurs de votre université." },
  ],
  cta: 'Demander des supports personnalisés',
};

export default page;
