import type { PageText } from '../../types.ts';

const page: PageText = {
  metaTitle: 'Messagerie : échange directement avec les candidats',
  metaDescription: 'Écris aux étudiants qui ont participé à tes challenges et événements, et garde chaque conversation de ton équipe au même endroit.',
  eyebrow: 'Solutions : messagerie',
  title: 'Engage la conversation tôt',
  lede: 'Écris aux étudiants qui t’ont impressionné·e, réponds à leurs questions sur ton entreprise et garde chaque échange à côté de leur profil.',
  cards: [
    { title: 'Direct et personnel', text: "Écris après un excellent résultat ou un événement, sans échanger d'adresses e-mail." },
    { title: 'Toute ton équipe', text: "Tes collègues voient l'historique : un candidat n'a jamais à se répéter." },
    { title: 'Respectueux par nature', text: "Les étudiants choisissent qui peut leur écrire et peuvent quitter une conversation à tout moment." },
  ],
  cta: 'Créer ton compte entreprise',
};

export default page;
