import type { LegalDocument } from '../../legal-document.ts';
import { retention as r } from '../../retention.ts';

const cookie: LegalDocument = {
  title: 'Politique relative aux cookies',
  summary:
    'Fast-Track dépose un cookie et garde quelques entrées dans le stockage de votre navigateur, toutes pour des choses que vous demandez : votre langue et rester connecté. Aucun cookie publicitaire, de mesure d’audience ou de tiers, et rien ici ne vous suit sur d’autres sites.',
  sections: [
    {
      id: 'cookies',
      title: 'Cookies',
      blocks: [
        {
          facts: [
            {
              name: 'i18next',
              code: true,
              rows: [
                ['Finalité', 'Retient la langue de l’interface pour que chaque page s’ouvre dans celle-ci.'],
                ['Contenu', 'Un code de langue, par exemple « fr ».'],
                ['Durée', `${r.languageCookieDays} jours, renouvelée à chaque visite.`],
                ['Envoyé à', 'Ce site uniquement (SameSite=Strict).'],
              ],
            },
          ],
        },
      ],
    },
    {
      id: 'local-storage',
      title: 'Stockage local',
      blocks: [
        { p: 'Reste dans votre navigateur jusqu’à ce que vous vous déconnectiez ou le vidiez ; n’est jamais envoyé nulle part de lui-même.' },
        {
          facts: [
            {
              name: 'token',
              code: true,
              rows: [
                ['Finalité', 'Garde connecté un étudiant (ou un membre d’une association étudiante).'],
                ['Contenu', 'Un jeton de connexion aléatoire.'],
                ['Supprimé', 'À la déconnexion, ou quand la session a pris fin.'],
              ],
            },
            {
              name: 'careertoken',
              code: true,
              rows: [
                ['Finalité', 'Garde connecté le personnel d’un service carrière.'],
                ['Contenu', 'Un jeton de connexion aléatoire.'],
                ['Supprimé', 'À la déconnexion, ou quand la session a pris fin.'],
              ],
            },
            {
              name: 'root',
              code: true,
              rows: [
                ['Finalité', 'L’état propre de l’application, pour qu’un rechargement ne vous fasse rien perdre.'],
                [
                  'Contenu',
                  'L’université choisie ; pendant l’inscription, l’adresse e-mail saisie et l’étape atteinte ; une fois connecté, votre identifiant de compte, prénom, nom, parcours et langue ; pour les employeurs, leur jeton de connexion, l’entreprise en cours, l’offre en cours de modification et la dernière offre ouverte ; la dernière association étudiante ouverte.',
                ],
                ['Supprimé', 'La déconnexion retire les éléments de connexion, votre nom et l’adresse e-mail. L’université choisie reste, pour qu’une prochaine inscription commence avec elle.'],
              ],
            },
          ],
        },
      ],
    },
    {
      id: 'session-storage',
      title: 'Stockage de session',
      blocks: [
        { p: 'Disparaît quand vous fermez l’onglet.' },
        {
          facts: [
            {
              name: 'admintoken',
              code: true,
              rows: [
                ['Finalité', 'Garde un administrateur connecté dans cet onglet seulement.'],
                ['Contenu', 'Un jeton de connexion aléatoire.'],
              ],
            },
            {
              name: 'onboarding-prompt-dismissed:<id>',
              code: true,
              rows: [
                ['Finalité', 'Retient que vous avez fermé le rappel du tableau de bord vous invitant à compléter votre profil, pour qu’il ne revienne pas dans cet onglet.'],
                ['Contenu', 'La valeur « 1 » ; le nom se termine par votre identifiant de compte.'],
                ['Supprimé', 'Quand vous fermez l’onglet.'],
              ],
            },
            {
              name: 'pending-social-registration',
              code: true,
              rows: [
                ['Finalité', 'Conserve votre inscription pendant une connexion avec Google ou LinkedIn.'],
                ['Contenu', 'L’université choisie, un éventuel code d’invitation et une valeur à usage unique.'],
                ['Supprimé', 'Dès votre retour depuis le fournisseur.'],
              ],
            },
          ],
        },
      ],
    },
    {
      id: 'choices',
      title: 'Vos choix',
      blocks: [
        {
          p: 'Comme chaque entrée sert quelque chose que vous avez demandé, aucun bandeau de consentement n’est affiché. Vous pouvez les supprimer à tout moment dans les réglages de votre navigateur : vous serez alors déconnecté et le site reprendra la langue de votre navigateur. Les cartes des pages d’événement sont chargées depuis openstreetmap.org, qui peut déposer ses propres cookies ; voir la Politique de confidentialité.',
        },
      ],
    },
  ],
};

export default cookie;
