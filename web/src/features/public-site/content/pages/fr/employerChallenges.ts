import type { PageText } from '../../types.ts';

const page: PageText = {
  metaTitle: 'Challenges virtuels pour les employeurs',
  metaDescription: 'Concevez des challenges virtuels qui testent les compétences de vos postes et classez les étudiants qui les réussissent le mieux.',
  eyebrow: 'Solutions : challenges',
  title: 'Laissez les étudiants vous montrer comment ils pensent',
  lede: "Un challenge est une tâche courte et réaliste de votre entreprise : évaluer une opération, conseiller un client, lancer un produit. Les étudiants la résolvent en ligne ; vous obtenez un classement.",
  cards: [
    { title: 'Conçu avec votre équipe', text: 'Rédigez les tâches avec vos mots, fixez une durée et choisissez les filières et années admises.' },
    { title: 'Un classement juste et automatique', text: "Chaque réponse est notée de la même façon : vous comparez des milliers d'étudiants d'un coup d'œil." },
    { title: "Du résultat à l'entretien", text: 'Invitez les meilleurs à vos événements ou directement à postuler, en un clic.' },
  ],
  cta: 'Créer votre compte entreprise',
};

export default page;
