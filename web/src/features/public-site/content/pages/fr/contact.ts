import type { PageText } from '../../types.ts';

const page: PageText = {
  metaTitle: 'Contacter Fast-Track',
  metaDescription: "Écrivez à l'équipe Fast-Track : questions d'étudiants, d'employeurs, de services carrières et d'associations étudiantes.",
  eyebrow: 'Contact',
  title: 'Écrivez-nous',
  lede: 'Étudiant, employeur ou université : nous lisons chaque message et répondons sous deux jours ouvrés.',
  cards: [
    { title: 'Employeurs', text: "Pour une démonstration de l'Employer Hub, réservez une visite ; notre équipe commerciale vous contactera." },
    { title: 'Services carrières', text: 'Notre équipe universités vous aide à faire venir Fast-Track sur votre campus.' },
    { title: 'Étudiants', text: 'Une question sur votre compte, un événement ou une candidature ? Notre FAQ a peut-être déjà la réponse.' },
  ],
  cta: 'Lire la FAQ',
};

export default page;
