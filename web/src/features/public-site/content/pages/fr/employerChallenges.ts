import type { PageText } from '../../types.ts';

const page: PageText = {
  metaTitle: 'Challenges virtuels pour les employeurs',
  metaDescription: 'Conçois des challenges virtuels qui testent les compétences de tes postes et classe les étudiants qui les réussissent le mieux.',
  eyebrow: 'Solutions : challenges',
  title: 'Laisse les étudiants te montrer comment ils pensent',
  lede: "Un challenge est une tâche courte et réaliste de ton entreprise : évaluer une opération, conseiller un client, lancer un produit. Les étudiants la résolvent en ligne ; tu obtiens un classement.",
  cards: [
    { title: 'Conçu avec ton équipe', text: 'Rédige les tâches avec tes mots, fixe une durée et choisis les filières et années admises.' },
    { title: 'Un classement juste et automatique', text: "Chaque réponse est notée de la même façon : tu compares des milliers d'étudiants d'un coup d'œil." },
    { title: "Du résultat à l'entretien", text: 'Invite les meilleurs à tes événements ou directement à postuler, en un clic.' },
  ],
  cta: 'Créer ton compte entreprise',
};

export default page;
