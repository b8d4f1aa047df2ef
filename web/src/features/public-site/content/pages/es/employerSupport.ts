import type { PageText } from '../../types.ts';

const page: PageText = {
  metaTitle: 'Soporte para empresas',
  metaDescription: 'Recibe ayuda con tu cuenta de empresa, retos, eventos y ofertas del equipo de soporte para empresas de Fast-Track.',
  eyebrow: 'Soporte para empresas',
  title: 'Estamos aquí para ayudar a tu equipo',
  lede: '¿Dudas sobre tu página de empresa, un evento o una oferta? Escríbenos y un gestor de cuenta te responderá en dos días laborables.',
  cards: [
    { title: 'Primeros pasos', text: 'Crea tu empresa, invita a tus compañeros y completa la lista de configuración de tu panel.' },
    { title: 'Publicar', text: 'Los eventos y ofertas se publican cuando tu empresa está aprobada; los borradores pueden esperar lo que necesites.' },
    { title: 'Tus datos', text: 'Puedes exportar o eliminar los datos de tu empresa en cualquier momento; pídenos ayuda si la necesitas.' },
  ],
  cta: 'Iniciar sesión en el Employer Hub',
};

export default page;
