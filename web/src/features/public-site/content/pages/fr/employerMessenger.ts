import type { PageText } from '../../types.ts';

const page: PageText = {
  metaTitle: 'Messagerie : échangez directement avec les candidats',
  metaDescription: 'Écrivez aux étudiants qui ont participé à vos challenges et événements, et gardez chaque conversation de votre équipe au même endroit.',
  eyebrow: 'Solutions : messagerie',
  title: 'Engagez la conversation tôt',
  lede: 'Écrivez aux étudiants qui vous ont impressionné, répondez à leurs questions sur votre entreprise et gardez chaque échange à côté de leur profil.',
  cards: [
    { title: 'Direct et personnel', text: "Écrivez après un excellent résultat ou un événement, sans échanger d'adresses e-mail." },
    { title: 'Toute votre équipe', text: "Vos collègues voient l'historique : un candidat n'a jamais à se répéter." },
    { title: 'Respectueux par nature', text: "Les étudiants choisissent qui peut leur écrire et peuvent quitter une conversation à tout moment." },
  ],
  cta: 'Créer votre compte entreprise',
};

export default page;
