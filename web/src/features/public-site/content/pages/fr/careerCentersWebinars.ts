import type { PageText } from '../../types.ts';

const page: PageText = {
  metaTitle: 'Webinaires pour services carrières et étudiants',
  metaDescription: 'Webinaires et événements en ligne à venir des employeurs et services carrières sur Fast-Track, ouverts aux inscriptions.',
  eyebrow: 'Webinaires',
  title: 'Apprendre des employeurs, en direct',
  lede: 'Employeurs et services carrières animent des webinaires sur les candidatures, les entretiens et les secteurs. Inscris-toi gratuitement et participe de partout.',
  cards: [
    { title: 'Pour tes étudiants', text: "Partage le lien de l'événement ; les étudiants s'inscrivent avec leur e-mail universitaire." },
    { title: 'Pour ton équipe', text: "Découvre lors de nos sessions trimestrielles comment d'autres services carrières utilisent Fast-Track." },
    { title: 'Organise le tien', text: 'Les services carrières publient des webinaires pour leurs étudiants comme le font les employeurs.' },
  ],
  cta: 'Proposer un webinaire',
};

export default page;
