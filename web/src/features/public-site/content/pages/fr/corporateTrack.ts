import type { PageText } from '../../types.ts';

const page: PageText = {
  metaTitle: 'Corporate Track : finance, conseil et droit',
  metaDescription: "Participe aux challenges virtuels et événements des banques d'affaires, cabinets de conseil et cabinets d'avocats, et fais-toi remarquer par leurs recruteurs.",
  eyebrow: 'Corporate Track',
  title: 'Ta voie vers la banque, le conseil et le droit',
  lede: "Résous de vrais cas d'entreprises de premier plan, participe à leurs événements et postule à leurs stages, depuis un seul tableau de bord.",
  cards: [
    { title: 'Des cas venus des entreprises', text: "Valorise une société, conseille un client ou rédige une clause, dans des challenges conçus par ceux qui recrutent." },
    { title: 'Un classement qui compte', text: 'Tes résultats te situent dans ta promotion ; les entreprises invitent ceux qui se distinguent.' },
    { title: 'Événements et offres', text: "Journées découverte, webinaires et stages pour ta filière et ton année." },
  ],
  cta: 'Rejoindre le Corporate Track',
};

export default page;
