import type { PageText } from '../../types.ts';

const page: PageText = {
  metaTitle: 'Para servicios de empleo universitarios',
  metaDescription: 'Da a tus estudiantes acceso a retos, eventos y ofertas de empresas líderes y sigue su participación con las herramientas de Fast-Track para servicios de empleo.',
  eyebrow: 'Servicios de empleo',
  title: 'Más oportunidades para tus estudiantes',
  lede: 'Lleva a tu universidad retos, eventos y ofertas de empresas líderes y mira cómo participan tus estudiantes.',
  cards: [
    { title: 'Tus propios eventos', text: 'Publica ferias y talleres junto a los de las empresas, solo para tus estudiantes si lo prefieres.' },
    { title: 'Empresas que vienen a ti', text: 'Las empresas encuentran tu universidad en Fast-Track e invitan a tus estudiantes a sus programas.' },
    { title: 'Promoción lista para usar', text: 'Carteles, diapositivas y plantillas de correo en seis idiomas para presentar Fast-Track en el campus.' },
  ],
  cta: 'Registrar tu servicio de empleo',
};

export default page;
