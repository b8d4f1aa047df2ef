import type { PageText } from '../../types.ts';

const page: PageText = {
  metaTitle: 'Corporate Track : finance, conseil et droit',
  metaDescription: "Participez aux challenges virtuels et événements des banques d'affaires, cabinets de conseil et cabinets d'avocats, et faites-vous remarquer par leurs recruteurs.",
  eyebrow: 'Corporate Track',
  title: 'Votre voie vers la banque, le conseil et le droit',
  lede: "Résolvez de vrais cas d'entreprises de premier plan, participez à leurs événements et postulez à leurs stages, depuis un seul tableau de bord.",
  cards: [
    { title: 'Des cas venus des entreprises', text: "Valorisez une société, conseillez un client ou rédigez une clause, dans des challenges conçus par ceux qui recrutent." },
    { title: 'Un classement qui compte', text: 'Vos résultats vous situent dans votre promotion ; les entreprises invitent ceux qui se distinguent.' },
    { title: 'Événements et offres', text: "Journées découverte, webinaires et stages pour votre filière et votre année." },
  ],
  cta: 'Rejoindre le Corporate Track',
};

export default page;
