import type { PageText } from '../../types.ts';

const page: PageText = {
  metaTitle: 'Organiser des événements pour étudiants',
  metaDescription: "Publie des événements en ligne et sur le campus, accepte les participants, réponds aux questions et vois qui est venu, avec l'Employer Hub de Fast-Track.",
  eyebrow: 'Solutions : événements',
  title: 'Des événements qui se remplissent seuls',
  lede: "Publie une journée découverte, un webinaire ou une présentation sur le campus : les étudiants s'inscrivent, posent leurs questions et l'ajoutent à leur agenda.",
  cards: [
    { title: 'En ligne ou sur le campus', text: "Ajoute un lien de réunion ou un lieu avec une carte ; les étudiants voient l'heure dans leur fuseau horaire." },
    { title: 'Tu choisis qui vient', text: 'Inscription libre ou validation de chaque demande, réservée si tu le souhaites à certaines années ou filières.' },
    { title: "Des questions avant le jour J", text: "Les étudiants posent des questions et votent, pour que tes intervenants sachent ce qui compte pour eux." },
  ],
  cta: 'Créer ton compte entreprise',
};

export default page;
