import type { PageText } from '../../types.ts';

const page: PageText = {
  metaTitle: 'Contacter Fast-Track',
  metaDescription: "Écris à l'équipe Fast-Track : questions d'étudiants, d'employeurs, de services carrières et d'associations étudiantes.",
  eyebrow: 'Contact',
  title: 'Écris-nous',
  lede: 'Étudiant, employeur ou université : nous lisons chaque message et répondons sous deux jours ouvrés.',
  cards: [
    { title: 'Employeurs', text: "Pour une démonstration de l'Employer Hub, réserve une visite ; notre équipe commerciale te contactera." },
    { title: 'Services carrières', text: 'Notre équipe universités t’aide à faire venir Fast-Track sur ton campus.' },
    { title: 'Étudiants', text: 'Une question sur ton compte, un événement ou une candidature ? Notre FAQ a peut-être déjà la réponse.' },
  ],
  cta: 'Lire la FAQ',
};

export default page;
