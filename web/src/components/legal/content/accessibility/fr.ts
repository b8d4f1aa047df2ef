import type { LegalDocument } from '../../legal-document.ts';

const accessibility: LegalDocument = {
  title: 'Déclaration d’accessibilité',
  summary:
    'Fast-Track doit fonctionner pour chaque étudiant, quels que soient son appareil, les réglages de son navigateur ou la technologie d’assistance qu’il utilise. Cette page indique la norme que nous visons, comment nous la testons, ce qui ne fonctionne pas encore et comment nous signaler un obstacle.',
  sections: [
    {
      id: 'target',
      title: 'Notre objectif',
      blocks: [
        {
          p: 'Nous visons la conformité aux Règles pour l’accessibilité des contenus Web (WCAG) 2.2, niveau AA, et donc à la norme européenne EN 301 549, dont les exigences pour le Web sont celles des WCAG. Cette déclaration couvre toute l’application web : les pages publiques et juridiques et les écrans des étudiants, des employeurs, des career centers et des associations étudiantes.',
        },
        { p: 'État : partiellement conforme. Les lacunes connues sont listées ci-dessous.' },
      ],
    },
    {
      id: 'testing',
      title: 'Comment nous testons',
      blocks: [
        {
          list: [
            'Des contrôles automatiques à chaque modification : axe vérifie les règles WCAG 2.2 A et AA dans Chromium sur chaque écran étudiant et chaque page juridique, sur un écran de téléphone (390 px de large), déconnecté et connecté.',
            'Chaque écran est ouvert dans les six langues à 320, 390 et 1024 px de large ; aucune page ne doit défiler sur le côté ni couper son texte.',
            'Les parcours principaux – inscription avec le code reçu par e-mail, connexion, choix de l’université, passage d’un challenge, messages – sont testés au clavier seul. Les boîtes de dialogue gardent le focus et le rendent à leur fermeture.',
            'Les attentes et la progression sont aussi données en texte : les cases du code disent quel chiffre elles attendent, et une attente avant « Renvoyer le code » est annoncée une fois au début et une fois à la fin, pas à chaque seconde.',
          ],
        },
      ],
    },
    {
      id: 'limits',
      title: 'Limites connues',
      blocks: [
        {
          list: [
            'Les contrôles automatiques ne trouvent qu’une partie des obstacles possibles. Aucun audit manuel complet avec des lecteurs d’écran comme NVDA, JAWS, VoiceOver ou TalkBack n’a encore eu lieu.',
            'Les contrôles axe tournent en anglais et dans Chromium. Les autres langues et navigateurs sont vérifiés pour la mise en page et la langue de la page, pas selon chaque règle.',
            'Les contenus ajoutés par les employeurs, les career centers et les associations étudiantes – descriptions d’événements, images, PDF, supports de challenge – relèvent d’eux. Nous leur demandons des descriptions d’images mais ne pouvons pas garantir que chaque document déposé soit accessible.',
            'Les challenges ont une durée fixée par l’entreprise. Si tu as besoin de plus de temps en raison d’un handicap, contacte-nous avant de commencer.',
          ],
        },
      ],
    },
    {
      id: 'contact',
      title: 'Retours et contact',
      blocks: [
        {
          p: 'Si quelque chose sur Fast-Track est difficile ou impossible à utiliser pour toi, dis-le-nous via la page Assistance : l’adresse de la page, ce que tu as essayé et ce qui s’est passé. Nous répondons à chaque message et, quand nous ne pouvons pas lever un obstacle tout de suite, nous te donnons le contenu ou le service autrement.',
        },
        {
          p: 'Si notre réponse ne te satisfait pas, tu peux t’adresser à l’autorité chargée de faire respecter le droit de l’accessibilité dans ton pays.',
        },
      ],
    },
  ],
};

export default accessibility;
