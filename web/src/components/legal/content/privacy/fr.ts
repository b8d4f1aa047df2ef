import type { LegalDocument } from '../../legal-document.ts';
import { retention as r } from '../../retention.ts';

const privacy: LegalDocument = {
  title: 'Politique de confidentialité',
  summary:
    'Fast-Track est une plateforme de carrière pour les étudiants, les employeurs, les services carrière et les associations étudiantes. Cette page indique ce que le logiciel conserve sur toi, où, combien de temps et comment fonctionne la suppression – tel que le code le fait aujourd’hui, et non tel que nous aimerions qu’il le fasse.',
  sections: [
    {
      id: 'who',
      title: 'Qui est responsable',
      blocks: [
        { p: 'L’organisation qui exploite cette installation de Fast-Track est responsable de tes données. Tu la joins via la page Assistance.' },
        {
          p: 'Tout est conservé sur les serveurs de l’exploitant : dans une base de données PostgreSQL et, pour les installations plus importantes, dans Redis (uniquement des compteurs, qui est en ligne et des références aux e-mails en attente d’envoi). Les copies que l’exploitant fait de sa propre initiative, comme les sauvegardes de la base ou les archives de journaux, suivent ses propres règles et ne sont pas couvertes par les durées indiquées ici.',
        },
      ],
    },
    {
      id: 'account',
      title: 'Ton compte',
      blocks: [
        {
          list: [
            'Ton adresse e-mail, tes prénom et nom dès que tu les indiques, une empreinte (hash) de ton mot de passe (argon2id ; le mot de passe lui-même n’est jamais conservé), le texte d’invitation saisi le cas échéant, ta langue d’interface et le type de compte (étudiant, employeur, service carrière).',
            'Étudiants : ton université, ton année d’études et tes parcours de carrière.',
            'Membres d’une entreprise, d’un service carrière ou d’une association étudiante : les organisations dont tu fais partie et ton rôle au sein de celles-ci.',
          ],
        },
        {
          p: 'Ton adresse, tes noms et l’empreinte du mot de passe sont rangés dans une table d’identités à part, séparée de tout le reste, afin de pouvoir être effacés entièrement. Ils sont conservés jusqu’à la suppression de ton compte.',
        },
      ],
    },
    {
      id: 'sign-in',
      title: 'Codes, sessions et liens',
      blocks: [
        {
          list: [
            `Code d’inscription : 4 chiffres, valable ${r.otpMinutes} minutes, ${r.otpAttempts} essais au plus. Seule une empreinte à clé secrète (HMAC) du code et de ton adresse est conservée, jamais le code ni l’adresse. Le code est supprimé dès qu’il est utilisé, et un nouveau code remplace l’ancien. Un code expiré sans avoir servi reste sous forme de cette empreinte jusqu’à ce que tu en demandes un nouveau ou supprimes ton compte.`,
            `Sessions : ton navigateur garde un jeton aléatoire ; le serveur n’en garde que l’empreinte SHA-256. Une session prend fin ${r.sessionDays} jours après sa dernière utilisation (chaque utilisation la prolonge). Se déconnecter la supprime ; changer de mot de passe met fin à tes autres sessions ; réinitialiser le mot de passe ou supprimer le compte met fin à toutes. Une session expirée reste sous forme d’empreinte jusqu’à la suppression du compte.`,
            `Liens de réinitialisation et de déblocage : valables ${r.linkMinutes} minutes et utilisables une seule fois ; seule leur empreinte SHA-256 est conservée.`,
            `Connexion avec Google ou LinkedIn, seulement si tu la choisis : le formulaire rempli et une valeur à usage unique sont gardés au plus ${r.socialSignInMinutes} minutes pendant que tu es chez le fournisseur, puis supprimés. Le fournisseur nous transmet ton adresse e-mail vérifiée et ton nom.`,
          ],
        },
      ],
    },
    {
      id: 'activity',
      title: 'Ce que tu fais sur la plateforme',
      blocks: [
        {
          list: [
            'Les événements auxquels tu participes ou demandes à participer, tes questions et les questions que tu soutiens sont inscrits dans le journal d’événements de la plateforme, un historique auquel on ne fait qu’ajouter. Ces entrées portent ton identifiant de compte aléatoire, jamais ton nom ni ton adresse.',
            'L’entreprise qui organise un événement voit qui y participe ou demande à y participer : tes prénom et nom et ton université, jamais ton adresse e-mail.',
            'Les questions sont publiques sur la page de l’événement, sous forme de texte et sans ton nom. Le texte reste après la suppression de ton compte : n’écris donc rien dans une question que tu ne voudrais pas voir rester.',
            'Le journal d’événements ne contient ni adresses e-mail, ni noms, ni mots de passe. Sur ton compte, il ne consigne que l’identifiant aléatoire, le type de compte, le mode d’inscription, ton université, ton année d’études, tes parcours et ta langue, chacun avec une date.',
            `Tant que tu es connecté avec le site ouvert, le serveur sait que ton identifiant de compte est en ligne (pour compter les personnes présentes). Il l’oublie quand tu pars, ou dans les ${r.presenceSeconds} secondes si un serveur s’arrête.`,
          ],
        },
      ],
    },
    {
      id: 'applications',
      title: 'Candidatures',
      blocks: [
        {
          p: 'Lorsque tu postules à une offre, ta lettre de motivation et, si tu en joins un, ton CV (un fichier PDF) sont conservés : la lettre dans la base de données, le fichier dans le stockage de fichiers de la plateforme (le disque du serveur, ou un stockage compatible S3 configuré par l’exploitant). L’équipe de l’entreprise qui recrute les voit avec ton nom, ton université et tes parcours. Les étapes de ta candidature sont inscrites dans le journal d’événements sous ton identifiant aléatoire. La lettre et le CV restent avec la candidature, même après son retrait, jusqu’à la suppression de ton compte.',
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
            'Nous envoyons des codes d’inscription, des liens de réinitialisation et de déblocage, des invitations d’équipe et des avis sur les événements auxquels tu participes ou demandes à participer et sur les offres auxquelles tu as postulé (une modification, une annulation, une décision), via le serveur de messagerie configuré par l’exploitant.',
            `Un e-mail en attente d’envoi est conservé avec son contenu dans la base jusqu’à son envoi ; s’il ne peut pas être envoyé, il est abandonné au bout de ${r.pendingMailHours} heures. La file d’attente ne contient qu’une référence vers lui.`,
            'Après l’envoi, une empreinte à sens unique de ton adresse et de l’identifiant de l’e-mail est conservée pour qu’une nouvelle tentative n’envoie jamais un e-mail deux fois. Ces empreintes restent jusqu’à la suppression de ton compte.',
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
          p: `Quand une équipe t’invite, ton adresse est conservée avec l’invitation ; le lien fonctionne une fois et pendant ${r.invitationDays} jours. Une invitation jamais acceptée n’est pas encore supprimée automatiquement : elle reste jusqu’à ce qu’une nouvelle la remplace, qu’un compte avec cette adresse soit supprimé, ou que tu demandes à l’exploitant de la retirer.`,
        },
      ],
    },
    {
      id: 'limits',
      title: 'Protection contre les abus',
      blocks: [
        {
          p: `Pour empêcher de deviner des mots de passe et d’inonder de messages, les tentatives sont comptées par adresse e-mail et par adresse réseau (IP) – par exemple ${r.loginAttemptsPerAddress} connexions échouées par adresse en ${r.loginWindowMinutes} minutes. Les compteurs sont rangés sous une empreinte de l’adresse, pas sous l’adresse elle-même, et s’effacent d’eux-mêmes au bout de ${r.longestCounterMinutes} minutes au plus. Supprimer ton compte remet à zéro les compteurs de ton adresse.`,
        },
      ],
    },
    {
      id: 'logs',
      title: 'Journaux du serveur',
      blocks: [
        {
          list: [
            'L’application écrit une ligne par requête : heure, méthode, chemin, statut, durée et un identifiant de requête aléatoire. Elle ne journalise ni ton adresse IP, ni ce que tu saisis, ni mots de passe, codes ou jetons.',
            'Lorsque la plateforme fonctionne derrière sa passerelle (nginx), le journal d’accès de celle-ci enregistre aussi ton adresse IP à chaque requête.',
            'Les journaux vont vers la sortie du serveur. Leur durée de conservation dépend du stockage de journaux de l’exploitant, pas de Fast-Track.',
          ],
        },
      ],
    },
    {
      id: 'browser',
      title: 'Dans ton navigateur',
      blocks: [
        {
          p: 'Fast-Track dépose un cookie (ta langue) et utilise le stockage local et le stockage de session de ton navigateur pour te garder connecté et retenir ta progression dans l’inscription. Aucun cookie publicitaire ou de mesure d’audience. Chaque entrée figure dans la Politique relative aux cookies.',
        },
      ],
    },
    {
      id: 'others',
      title: 'Autres services',
      blocks: [
        {
          list: [
            'Les pages d’événement avec une carte affichent une carte OpenStreetMap ; ton navigateur la charge depuis openstreetmap.org, qui voit ton adresse IP. Google Maps ne s’ouvre que si tu cliques sur son lien.',
            'Google et LinkedIn, seulement si tu les utilises pour te connecter ; leurs propres politiques de confidentialité s’appliquent à ce qu’ils font.',
            'Tes données ne sont ni vendues ni utilisées à des fins publicitaires.',
          ],
        },
      ],
    },
    {
      id: 'delete',
      title: 'Supprimer ton compte',
      blocks: [
        {
          p: 'Dans Paramètres, choisis « Supprimer le compte » et confirme avec ton mot de passe. En une seule étape, le serveur supprime ton identité (adresse, noms, empreinte du mot de passe), toutes tes sessions, un éventuel code en attente, tes liens de réinitialisation et de déblocage, les e-mails encore en attente pour toi, les copies dans la table d’envoi et les empreintes d’envoi de ton adresse, ainsi que les invitations qui te sont adressées ; il retire tes candidatures en cours et supprime tes lettres de motivation et fichiers de CV ; il met fin à tes appartenances aux équipes et retire tes demandes d’adhésion. Il remet ensuite à zéro les compteurs anti-abus de ton adresse. Ton adresse peut ensuite s’inscrire à nouveau.',
        },
        {
          list: [
            'Ce qui reste : les entrées du journal d’événements sous ton identifiant aléatoire (participations, soutiens, texte de tes questions, étapes de tes candidatures, université, année d’études et parcours). Plus rien ne les relie à ton adresse ni à ton nom.',
            'Si tu es le seul propriétaire d’une équipe qui compte d’autres membres, nomme d’abord quelqu’un d’autre propriétaire ; la suppression est refusée jusque-là.',
            'Si tu t’es inscrit avec Google ou LinkedIn et n’as pas de mot de passe, définis-en d’abord un via « Mot de passe oublié ? ».',
          ],
        },
      ],
    },
    {
      id: 'rights',
      title: 'Tes droits',
      blocks: [
        {
          p: 'Dans Paramètres, tu peux à tout moment corriger ton nom, changer tes parcours et ta langue, et supprimer ton compte. Pour obtenir une copie de tes données ou pour toute autre demande à leur sujet, contacte l’exploitant via la page Assistance. Dans l’UE, l’EEE et au Royaume-Uni, tu peux aussi introduire une réclamation auprès de ton autorité de protection des données.',
        },
      ],
    },
  ],
};

export default privacy;
