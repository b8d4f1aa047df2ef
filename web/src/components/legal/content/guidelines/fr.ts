import type { LegalDocument } from '../../legal-document.ts';

const guidelines: LegalDocument = {
  title: 'Règles d’utilisation',
  summary:
    'Sur Fast-Track, les étudiants rencontrent les entreprises pour lesquelles ils travailleront peut-être. Ces règles gardent la plateforme utile et sûre pour les deux.',
  sections: [
    {
      id: 'respect',
      title: 'Soyez respectueux',
      blocks: [
        {
          list: [
            'Pas de harcèlement, de menaces, d’insultes ni de discours de haine, et aucune discrimination liée à l’origine, au genre, à l’orientation sexuelle, à la religion, au handicap, à l’âge ou à tout autre aspect de la personne.',
            'Contestez les idées, pas les personnes.',
          ],
        },
      ],
    },
    {
      id: 'honest',
      title: 'Soyez honnête',
      blocks: [
        {
          list: [
            'Utilisez votre vrai nom et votre propre adresse universitaire.',
            'Organisateurs : décrivez les événements, les prérequis et les offres tels qu’ils sont. Ne demandez jamais d’argent aux étudiants pour postuler ou participer.',
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
            'Restez sur le sujet de l’événement et posez des questions utiles aux autres ; soutenez une question à laquelle vous voulez aussi une réponse plutôt que de la reposer.',
            'Pas de publicité, de spam ni de liens vers des offres sans rapport.',
            'Ne publiez pas de données personnelles, ni les vôtres ni celles d’autrui. Les questions sont publiques et restent après la suppression d’un compte.',
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
            'Sélectionnez équitablement : jugez les étudiants sur ce qu’ils savent faire et traitez les demandes de participation à temps.',
            'N’utilisez ce que vous apprenez sur les étudiants que pour l’événement ou l’offre pour lesquels cela a été partagé.',
          ],
        },
      ],
    },
    {
      id: 'safety',
      title: 'Restez prudent',
      blocks: [
        {
          p: 'Ne communiquez jamais votre mot de passe ni un code, même à quelqu’un qui dit travailler pour Fast-Track. Nous ne les demandons jamais.',
        },
      ],
    },
    {
      id: 'report',
      title: 'Signaler un problème',
      blocks: [
        {
          p: 'Si vous voyez quelque chose qui enfreint ces règles, signalez-le via la page Assistance, avec un lien vers ce que vous avez vu. Nous examinons chaque signalement ; nous pouvons retirer des contenus et suspendre des comptes ou des organisations qui enfreignent les règles.',
        },
      ],
    },
  ],
};

export default guidelines;
