import type { PageText } from '../../types.ts';

const page: PageText = {
  metaTitle: 'Kit de communication pour services carrières',
  metaDescription: "Télécharge affiches, diapositives et modèles d'e-mail pour présenter Fast-Track à tes étudiants.",
  eyebrow: 'Kit de communication',
  title: 'Tout ce qu’il faut pour faire connaître Fast-Track',
  lede: "Imprime l'affiche, projette les diapositives lors de ta prochaine réunion d'information et envoie le modèle d'e-mail à tes étudiants.",
  cards: [
    { title: 'Libre d’utilisation', text: 'Utilise et adapte les supports pour ton université, sans autorisation.' },
    { title: 'Dans ta langue', text: "Le modèle d'e-mail est fourni dans la langue dans laquelle tu lis cette page." },
    { title: 'Besoin d’autre chose ?', text: "Demande-nous une version aux couleurs de ton université." },
  ],
  cta: 'Demander des supports personnalisés',
};

export default page;
