import type { LegalDocument } from '../../legal-document.ts';
import { retention as r } from '../../retention.ts';

const cookie: LegalDocument = {
  title: 'Politique relative aux cookies',
  summary:
    'Fast-Track dépose un cookie et garde quelques entrées dans le stockage de ton navigateur, toutes pour des choses que tu demandes : ta langue et rester connecté. Aucun cookie publicitaire, de mesure d’audience ou de tiers, et rien ici ne te suit sur d’autres sites.',
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
        { p: 'Reste dans ton navigateur jusqu’à ce que tu te déconnectes ou le vides ; n’est jamais envoyé nulle part de lui-même.' },
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
                ['Finalité', 'L’état propre de l’application, pour qu’un rechargement ne te fasse rien perdre.'],
                [
                  'Contenu',
                  'L’université choisie ; pendant l’inscription, l’adresse e-mail saisie et l’étape atteinte ; une fois connecté, ton identifiant de compte, prénom, nom, parcours et langue ; pour les employeurs, leur jeton de connexion, l’entreprise en cours, l’offre en cours de modification et la dernière offre ouverte ; la dernière association étudiante ouverte.',
                ],
                ['Supprimé', 'La déconnexion retire les éléments de connexion, ton nom et l’adresse e-mail. L’université choisie reste, pour qu’une prochaine inscription commence avec elle.'],
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
        { p: 'Disparaît quand tu fermes l’onglet.' },
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
                ['Finalité', 'Retient que tu as fermé le rappel du tableau de bord t’invitant à compléter ton profil, pour qu’il ne revienne pas dans cet onglet.'],
                ['Contenu', 'La valeur « 1 » ; le nom se termine par ton identifiant de compte.'],
                ['Supprimé', 'Quand tu fermes l’onglet.'],
              ],
            },
            {
              name: 'pending-social-registration',
              code: true,
              rows: [
                ['Finalité', 'Conserve ton inscription pendant une connexion avec Google ou LinkedIn.'],
                ['Contenu', 'L’université choisie, un éventuel code d’invitation et une valeur à usage unique.'],
                ['Supprimé', 'Dès ton retour depuis le fournisseur.'],
              ],
            },
          ],
        },
      ],
    },
    {
      id: 'choices',
      title: 'Tes choix',
      blocks: [
        {
          p: 'Comme chaque entrée sert quelque chose que tu as demandé, aucun bandeau de consentement n’est affiché. Tu peux les supprimer à tout moment dans les réglages de ton navigateur : tu seras alors déconnecté et le site reprendra la langue de ton navigateur. Les cartes des pages d’événement sont chargées depuis openstreetmap.org, qui peut déposer ses propres cookies ; voir la Politique de confidentialité.',
        },
      ],
    },
  ],
};

export default cookie;
