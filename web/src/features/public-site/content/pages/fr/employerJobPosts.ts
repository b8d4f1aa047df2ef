import type { PageText } from '../../types.ts';

const page: PageText = {
  metaTitle: 'Offres de stages et de postes pour jeunes diplômés',
  metaDescription: "Publie stages et postes pour jeunes diplômés, reçois des candidatures et fais avancer les candidats dans l'Employer Hub de Fast-Track.",
  eyebrow: "Solutions : offres d'emploi",
  title: 'Tes offres devant les bons étudiants',
  lede: "Tes postes s'affichent pour les étudiants de la filière et de l'année concernées, à côté des challenges et événements par lesquels ils te connaissent déjà.",
  cards: [
    { title: 'Rédigées en quelques minutes', text: 'Intitulé, filière, lieux, date limite et description détaillée : publiée quand tu es prêt·e.' },
    { title: 'Des candidatures par étapes', text: 'Présélectionner, inviter en entretien, faire une offre ou refuser ; les étudiants sont prévenus par e-mail.' },
    { title: 'Ciblées par filière', text: 'Les étudiants Finance, Consulting, Corporate Law, Start-Up et MBA voient les postes qui leur sont destinés.' },
  ],
  cta: 'Créer ton compte entreprise',
};

export default page;
