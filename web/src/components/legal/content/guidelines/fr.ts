import type { LegalDocument } from '../../legal-document.ts';

const guidelines: LegalDocument = {
  title: 'Règles d’utilisation',
  summary:
    'Sur Fast-Track, les étudiants rencontrent les entreprises pour lesquelles ils travailleront peut-être. Ces règles gardent la plateforme utile et sûre pour les deux.',
  sections: [
    {
      id: 'respect',
      title: 'Sois respectueux',
      blocks: [
        {
          list: [
            'Pas de harcèlement, de menaces, d’insultes ni de discours de haine, et aucune discrimination liée à l’origine, au genre, à l’orientation sexuelle, à la religion, au handicap, à l’âge ou à tout autre aspect de la personne.',
            'Conteste les idées, pas les personnes.',
          ],
        },
      ],
    },
    {
      id: 'honest',
      title: 'Sois honnête',
      blocks: [
        {
          list: [
            'Utilise ton vrai nom et ta propre adresse universitaire.',
            'Si tu organises : décris les événements, les prérequis et les offres tels qu’ils sont. Ne demande jamais d’argent aux étudiants pour postuler ou participer.',
          ],
        },
      ],
    },
    {
      id: 'questions',
      title: 'Poser de bonnes questions',
      blocks: [
        {
          list: [
            'Reste sur le sujet de l’événement et pose des questions utiles aux autres ; soutiens une question à laquelle tu veux aussi une réponse plutôt que de la reposer.',
            'Pas de publicité, de spam ni de liens vers des offres sans rapport.',
            'Ne publie pas de données personnelles, ni les tiennes ni celles d’autrui. Les questions sont publiques et restent après la suppression d’un compte.',
          ],
        },
      ],
    },
    {
      id: 'hosts',
      title: 'Pour les employeurs et autres organisateurs',
      blocks: [
        {
          list: [
            'Sélectionne équitablement : juge les étudiants sur ce qu’ils savent faire et traite les demandes de participation à temps.',
            'N’utilise ce que tu apprends sur les étudiants que pour l’événement ou l’offre pour lesquels cela a été partagé.',
          ],
        },
      ],
    },
    {
      id: 'safety',
      title: 'Reste prudent',
      blocks: [
        {
          p: 'Ne communique jamais ton mot de passe ni un code, même à quelqu’un qui dit travailler pour Fast-Track. Nous ne les demandons jamais.',
        },
      ],
    },
    {
      id: 'report',
      title: 'Signaler un problème',
      blocks: [
        {
          p: 'Si tu vois quelque chose qui enfreint ces règles, signale-le via la page Assistance, avec un lien vers ce que tu as vu. Nous examinons chaque signalement ; nous pouvons retirer des contenus et suspendre des comptes ou des organisations qui enfreignent les règles.',
        },
      ],
    },
  ],
};

export default guidelines;
