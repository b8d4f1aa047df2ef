import type { LegalDocument } from '../../legal-document.ts';
import { retention as r } from '../../retention.ts';

const privacy: LegalDocument = {
  title: 'Politique de confidentialité',
  summary:
    'Fast-Track est une plateforme de carrière pour les étudiants, les employeurs, les services carrière et les associations étudiantes. Cette page indique ce que le logiciel conserve sur vous, où, combien de temps et comment fonctionne la suppression – tel que le code le fait aujourd’hui, et non tel que nous aimerions qu’il le fasse.',
  sections: [
    {
      id: 'who',
      title: 'Qui est responsable',
      blocks: [
        { p: 'L’organisation qui exploite cette installation de Fast-Track est responsable de vos données. Vous la joignez via la page Assistance.' },
        {
          p: 'Tout est conservé sur les serveurs de l’exploitant : dans une base de données PostgreSQL et, pour les installations plus importantes, dans Redis (uniquement des compteurs, qui est en ligne et des références aux e-mails en attente d’envoi). Les copies que l’exploitant fait de sa propre initiative, comme les sauvegardes de la base ou les archives de journaux, suivent ses propres règles et ne sont pas couvertes par les durées indiquées ici.',
        },
      ],
    },
    {
      id: 'account',
      title: 'Votre compte',
      blocks: [
        {
          list: [
            'Votre adresse e-mail, vos prénom et nom dès que vous les indiquez, une empreinte (hash) de votre mot de passe (argon2id ; le mot de passe lui-même n’est jamais conservé), le texte d’invitation saisi le cas échéant, votre langue d’interface et le type de compte (étudiant, employeur, service carrière).',
            'Étudiants : votre université, votre année d’études et vos parcours de carrière.',
            'Membres d’une entreprise, d’un service carrière ou d’une association étudiante : les organisations dont vous faites partie et votre rôle au sein de celles-ci.',
          ],
        },
        {
          p: 'Votre adresse, vos noms et l’empreinte du mot de passe sont rangés dans une table d’identités à part, séparée de tout le reste, afin de pouvoir être effacés entièrement. Ils sont conservés jusqu’à la suppression de votre compte.',
        },
      ],
    },
    {
      id: 'sign-in',
      title: 'Codes, sessions et liens',
      blocks: [
        {
          list: [
            `Code d’inscription : 4 chiffres, valable ${r.otpMinutes} minutes, ${r.otpAttempts} essais au plus. Seule une empreinte à clé secrète (HMAC) du code et de votre adresse est conservée, jamais le code ni l’adresse. Le code est supprimé dès qu’il est utilisé, et un nouveau code remplace l’ancien. Un code expiré sans avoir servi reste sous forme de cette empreinte jusqu’à ce que vous en demandiez un nouveau ou supprimiez votre compte.`,
            `Sessions : votre navigateur garde un jeton aléatoire ; le serveur n’en garde que l’empreinte SHA-256. Une session prend fin ${r.sessionDays} jours après sa dernière utilisation (chaque utilisation la prolonge). Se déconnecter la supprime ; changer de mot de passe met fin à vos autres sessions ; réinitialiser le mot de passe ou supprimer le compte met fin à toutes. Une session expirée reste sous forme d’empreinte jusqu’à la suppression du compte.`,
            `Liens de réinitialisation et de déblocage : valables ${r.linkMinutes} minutes et utilisables une seule fois ; seule leur empreinte SHA-256 est conservée.`,
            `Connexion avec Google ou LinkedIn, seulement si vous la choisissez : le formulaire rempli et une valeur à usage unique sont gardés au plus ${r.socialSignInMinutes} minutes pendant que vous êtes chez le fournisseur, puis supprimés. Le fournisseur nous transmet votre adresse e-mail vérifiée et votre nom.`,
          ],
        },
      ],
    },
    {
      id: 'activity',
      title: 'Ce que vous faites sur la plateforme',
      blocks: [
        {
          list: [
            'Les événements auxquels vous participez ou demandez à participer, vos questions et les questions que vous soutenez sont inscrits dans le journal d’événements de la plateforme, un historique auquel on ne fait qu’ajouter. Ces entrées portent votre identifiant de compte aléatoire, jamais votre nom ni votre adresse.',
            'L’entreprise qui organise un événement voit qui y participe ou demande à y participer : vos prénom et nom et votre université, jamais votre adresse e-mail.',
            'Les questions sont publiques sur la page de l’événement, sous forme de texte et sans votre nom. Le texte reste après la suppression de votre compte : n’écrivez donc rien dans une question que vous ne voudriez pas voir rester.',
            'Le journal d’événements ne contient ni adresses e-mail, ni noms, ni mots de passe. Sur votre compte, il ne consigne que l’identifiant aléatoire, le type de compte, le mode d’inscription, votre université, votre année d’études, vos parcours et votre langue, chacun avec une date.',
            `Tant que vous êtes connecté avec le site ouvert, le serveur sait que votre identifiant de compte est en ligne (pour compter les personnes présentes). Il l’oublie quand vous partez, ou dans les ${r.presenceSeconds} secondes si un serveur s’arrête.`,
          ],
        },
      ],
    },
    {
      id: 'applications',
      title: 'Candidatures',
      blocks: [
        {
          p: 'Lorsque vous postulez à une offre, votre lettre de motivation et, si vous en joignez un, votre CV (un fichier PDF) sont conservés : la lettre dans la base de données, le fichier dans le stockage de fichiers de la plateforme (le disque du serveur, ou un stockage compatible S3 configuré par l’exploitant). L’équipe de l’entreprise qui recrute les voit avec votre nom, votre université et vos parcours. Les étapes de votre candidature sont inscrites dans le journal d’événements sous votre identifiant aléatoire. La lettre et le CV restent avec la candidature, même après son retrait, jusqu’à la suppression de votre compte.',
        },
      ],
    },
    {
      id: 'inquiries',
      title: 'Demandes envoyées par les formulaires du site public',
      blocks: [
        {
          p: `Quand tu réserves une visite, nous contactes en tant que service carrières ou envoies une question au support, nous enregistrons ton nom, ton adresse e-mail, ton organisation (visite et service carrières) et ton message dans la base de données, à part du journal des événements, qui ne garde que le type de demande, sa langue, l’heure et tes choix dans les listes du formulaire. Ta demande est envoyée par e-mail à l’adresse commerciale de l’exploitant, et une confirmation à toi. La demande enregistrée est supprimée ${r.inquiryDays} jours après son envoi, que tu aies un compte ou non ; si tu supprimes ton compte avant, toutes les demandes envoyées depuis son adresse sont supprimées avec lui. Les copies dans la boîte mail de l’exploitant suivent ses propres règles. Les demandes envoyées avant le 23 novembre 2026 ont été inscrites entières dans le journal des événements et ne peuvent pas en être supprimées.`,
        },
      ],
    },
    {
      id: 'mail',
      title: 'E-mails',
      blocks: [
        {
          list: [
            'Nous envoyons des codes d’inscription, des liens de réinitialisation et de déblocage, des invitations d’équipe et des avis sur les événements auxquels vous participez ou demandez à participer et sur les offres auxquelles vous avez postulé (une modification, une annulation, une décision), via le serveur de messagerie configuré par l’exploitant.',
            `Un e-mail en attente d’envoi est conservé avec son contenu dans la base jusqu’à son envoi ; s’il ne peut pas être envoyé, il est abandonné au bout de ${r.pendingMailHours} heures. La file d’attente ne contient qu’une référence vers lui.`,
            'Après l’envoi, une empreinte à sens unique de votre adresse et de l’identifiant de l’e-mail est conservée pour qu’une nouvelle tentative n’envoie jamais un e-mail deux fois. Ces empreintes restent jusqu’à la suppression de votre compte.',
            'Si l’exploitant n’a configuré aucun serveur de messagerie (environnements de test et de développement), les e-mails ne sont pas envoyés mais conservés avec tout leur contenu dans une table locale d’envoi, jusqu’à la suppression du compte de cette adresse.',
          ],
        },
      ],
    },
    {
      id: 'invitations',
      title: 'Invitations dans une équipe',
      blocks: [
        {
          p: `Quand une équipe vous invite, votre adresse est conservée avec l’invitation ; le lien fonctionne une fois et pendant ${r.invitationDays} jours. Une invitation jamais acceptée n’est pas encore supprimée automatiquement : elle reste jusqu’à ce qu’une nouvelle la remplace, qu’un compte avec cette adresse soit supprimé, ou que vous demandiez à l’exploitant de la retirer.`,
        },
      ],
    },
    {
      id: 'limits',
      title: 'Protection contre les abus',
      blocks: [
        {
          p: `Pour empêcher de deviner des mots de passe et d’inonder de messages, les tentatives sont comptées par adresse e-mail et par adresse réseau (IP) – par exemple ${r.loginAttemptsPerAddress} connexions échouées par adresse en ${r.loginWindowMinutes} minutes. Les compteurs sont rangés sous une empreinte de l’adresse, pas sous l’adresse elle-même, et s’effacent d’eux-mêmes au bout de ${r.longestCounterMinutes} minutes au plus. Supprimer votre compte remet à zéro les compteurs de votre adresse.`,
        },
      ],
    },
    {
      id: 'logs',
      title: 'Journaux du serveur',
      blocks: [
        {
          list: [
            'L’application écrit une ligne par requête : heure, méthode, chemin, statut, durée et un identifiant de requête aléatoire. Elle ne journalise ni votre adresse IP, ni ce que vous saisissez, ni mots de passe, codes ou jetons.',
            'Lorsque la plateforme fonctionne derrière sa passerelle (nginx), le journal d’accès de celle-ci enregistre aussi votre adresse IP à chaque requête.',
            'Les journaux vont vers la sortie du serveur. Leur durée de conservation dépend du stockage de journaux de l’exploitant, pas de Fast-Track.',
          ],
        },
      ],
    },
    {
      id: 'browser',
      title: 'Dans votre navigateur',
      blocks: [
        {
          p: 'Fast-Track dépose un cookie (votre langue) et utilise le stockage local et le stockage de session de votre navigateur pour vous garder connecté et retenir votre progression dans l’inscription. Aucun cookie publicitaire ou de mesure d’audience. Chaque entrée figure dans la Politique relative aux cookies.',
        },
      ],
    },
    {
      id: 'others',
      title: 'Autres services',
      blocks: [
        {
          list: [
            'Les pages d’événement avec une carte affichent une carte OpenStreetMap ; votre navigateur la charge depuis openstreetmap.org, qui voit votre adresse IP. Google Maps ne s’ouvre que si vous cliquez sur son lien.',
            'Google et LinkedIn, seulement si vous les utilisez pour vous connecter ; leurs propres politiques de confidentialité s’appliquent à ce qu’ils font.',
            'Vos données ne sont ni vendues ni utilisées à des fins publicitaires.',
          ],
        },
      ],
    },
    {
      id: 'delete',
      title: 'Supprimer votre compte',
      blocks: [
        {
          p: 'Dans Paramètres, choisissez « Supprimer le compte » et confirmez avec votre mot de passe. En une seule étape, le serveur supprime votre identité (adresse, noms, empreinte du mot de passe), toutes vos sessions, un éventuel code en attente, vos liens de réinitialisation et de déblocage, les e-mails encore en attente pour vous, les copies dans la table d’envoi et les empreintes d’envoi de votre adresse, ainsi que les invitations qui vous sont adressées ; il retire vos candidatures en cours et supprime vos lettres de motivation et fichiers de CV ; il met fin à vos appartenances aux équipes et retire vos demandes d’adhésion. Il remet ensuite à zéro les compteurs anti-abus de votre adresse. Votre adresse peut ensuite s’inscrire à nouveau.',
        },
        {
          list: [
            'Ce qui reste : les entrées du journal d’événements sous votre identifiant aléatoire (participations, soutiens, texte de vos questions, étapes de vos candidatures, université, année d’études et parcours). Plus rien ne les relie à votre adresse ni à votre nom.',
            'Si vous êtes le seul propriétaire d’une équipe qui compte d’autres membres, nommez d’abord quelqu’un d’autre propriétaire ; la suppression est refusée jusque-là.',
            'Si vous vous êtes inscrit avec Google ou LinkedIn et n’avez pas de mot de passe, définissez-en d’abord un via « Mot de passe oublié ? ».',
          ],
        },
      ],
    },
    {
      id: 'rights',
      title: 'Vos droits',
      blocks: [
        {
          p: 'Dans Paramètres, vous pouvez à tout moment corriger votre nom, changer vos parcours et votre langue, et supprimer votre compte. Pour obtenir une copie de vos données ou pour toute autre demande à leur sujet, contactez l’exploitant via la page Assistance. Dans l’UE, l’EEE et au Royaume-Uni, vous pouvez aussi introduire une réclamation auprès de votre autorité de protection des données.',
        },
      ],
    },
  ],
};

export default privacy;
