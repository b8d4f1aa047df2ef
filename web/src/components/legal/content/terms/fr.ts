import type { LegalDocument } from '../../legal-document.ts';

const terms: LegalDocument = {
  title: 'Conditions d’utilisation',
  summary:
    'Ces conditions s’appliquent à toute personne qui utilise Fast-Track : étudiants, employeurs, services carrière et associations étudiantes. Elles sont volontairement courtes ; lis-les avant de t’inscrire.',
  sections: [
    {
      id: 'service',
      title: 'Ce qu’est Fast-Track',
      blocks: [
        {
          p: 'Fast-Track met en relation les étudiants et les entreprises à travers des événements, des défis virtuels et des parcours de carrière. Les visiteurs peuvent parcourir les événements sans compte ; participer, poser des questions et les soutenir en demandent un.',
        },
      ],
    },
    {
      id: 'account',
      title: 'Ton compte',
      blocks: [
        {
          list: [
            'Les étudiants s’inscrivent avec leur propre adresse e-mail universitaire. Un compte par personne.',
            'Donne des informations exactes et tiens-les à jour.',
            'Garde ton mot de passe et tes codes pour toi. Tu es responsable de ce qui se passe avec ton compte ; préviens-nous immédiatement si tu penses que quelqu’un d’autre l’utilise.',
          ],
        },
      ],
    },
    {
      id: 'use',
      title: 'Utiliser la plateforme',
      blocks: [
        {
          list: [
            'Respecte les Règles d’utilisation de la communauté.',
            'N’essaie pas de contourner la connexion, les limites de débit ou d’autres protections, de tester la sécurité sans autorisation ni de surcharger la plateforme.',
            'Ne copie pas en masse les contenus ou les données d’autrui, ni à la main ni par programme.',
            'Ne te fais pas passer pour quelqu’un d’autre et ne parle pas au nom d’une organisation que tu ne représentes pas.',
          ],
        },
      ],
    },
    {
      id: 'content',
      title: 'Ce que tu publies',
      blocks: [
        {
          p: 'Tes questions sont affichées publiquement sur la page de l’événement, sans ton nom, et y restent après la suppression de ton compte. Tu gardes tes droits sur ce que tu écris et nous autorises à l’afficher sur la plateforme. Les organisateurs sont responsables de leurs événements, descriptions et offres. Nous pouvons retirer les contenus contraires à ces conditions ou aux règles.',
        },
      ],
    },
    {
      id: 'events',
      title: 'Événements et opportunités',
      blocks: [
        {
          p: 'Les événements, défis et offres d’emploi viennent de leurs organisateurs, qui décident qui y participe (certains événements nécessitent leur accord). Fast-Track ne promet ni entretien, ni place, ni emploi, et les classements sont des indications, pas une évaluation de ta personne.',
        },
      ],
    },
    {
      id: 'availability',
      title: 'Disponibilité et évolutions',
      blocks: [
        {
          p: 'Nous faisons en sorte que Fast-Track soit disponible et exact, mais le fournissons tel quel, sans garantie de disponibilité permanente ni d’absence d’erreurs. Les fonctionnalités peuvent évoluer ; nous annonçons à l’avance les changements importants lorsque c’est possible.',
        },
      ],
    },
    {
      id: 'ending',
      title: 'Fin',
      blocks: [
        {
          p: 'Tu peux supprimer ton compte à tout moment dans Paramètres. Nous pouvons suspendre ou fermer des comptes, et suspendre des organisations, qui enfreignent gravement ou de façon répétée ces conditions ; dans la mesure du possible, nous t’en expliquons d’abord la raison.',
        },
      ],
    },
    {
      id: 'liability',
      title: 'Responsabilité',
      blocks: [
        {
          p: 'Nous sommes responsables dans la mesure exigée par la loi. Rien dans ces conditions ne limite une responsabilité que la loi ne permet pas de limiter, ni tes droits de consommateur.',
        },
      ],
    },
    {
      id: 'updates',
      title: 'Modification de ces conditions',
      blocks: [
        {
          p: 'Lorsque ces conditions changent, la date en haut de page change aussi. Pour les changements importants, nous prévenons les utilisateurs inscrits avant leur entrée en vigueur. Pour toute question, passe par la page Assistance.',
        },
      ],
    },
  ],
};

export default terms;
