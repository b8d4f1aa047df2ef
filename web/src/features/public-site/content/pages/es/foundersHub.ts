import type { PageText } from '../../types.ts';

const page: PageText = {
  metaTitle: 'Founders Hub: para estudiantes que quieren emprender',
  metaDescription: 'Conoce a fundadores, asiste a eventos sobre cómo crear una empresa y encuentra cofundadores y puestos en start-ups en Fast-Track.',
  eyebrow: 'Founders Hub',
  title: 'De la idea a la primera empresa',
  lede: 'Aprende de fundadores que lo lograron, pon a prueba tus ideas en retos y conoce a otros estudiantes que quieren construir algo.',
  cards: [
    { title: 'Charlas con fundadores', text: 'Sesiones en directo sobre financiación, primeras contrataciones y errores que conviene evitar.' },
    { title: 'Practica con casos reales', text: 'Los retos de start-up entrenan las habilidades que necesitarás en tu propia empresa.' },
    { title: 'Encuentra a tu equipo', text: 'Conoce a estudiantes de otras universidades que también quieren emprender.' },
  ],
  cta: 'Unirte al Founders Hub',
};

export default page;
