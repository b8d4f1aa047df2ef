import type { PageText } from '../../types.ts';

const page: PageText = {
  metaTitle: 'Organiser des événements pour étudiants',
  metaDescription: "Publiez des événements en ligne et sur le campus, acceptez les participants, répondez aux questions et voyez qui est venu, avec l'Employer Hub de Fast-Track.",
  eyebrow: 'Solutions : événements',
  title: 'Des événements qui se remplissent seuls',
  lede: "Publiez une journée découverte, un webinaire ou une présentation sur le campus : les étudiants s'inscrivent, posent leurs questions et l'ajoutent à leur agenda.",
  cards: [
    { title: 'En ligne ou sur le campus', text: "Ajoutez un lien de réunion ou un lieu avec une carte ; les étudiants voient l'heure dans leur fuseau horaire." },
    { title: 'Vous choisissez qui vient', text: 'Inscription libre ou validation de chaque demande, réservée si vous le souhaitez à certaines années ou filières.' },
    { title: "Des questions avant le jour J", text: "Les étudiants posent des questions et votent, pour que vos intervenants sachent ce qui compte pour eux." },
  ],
  cta: 'Créer votre compte entreprise',
};

export default page;
