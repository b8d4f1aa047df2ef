import type { PageText } from '../../types.ts';

const page: PageText = {
  metaTitle: 'Innovation Track: start-ups y producto',
  metaDescription: 'Trabaja en retos de start-ups y scale-ups, aprende producto y crecimiento y encuentra empleo en empresas innovadoras.',
  eyebrow: 'Innovation Track',
  title: 'Construye, prueba y lanza con start-ups',
  lede: 'Asume retos de producto, crecimiento y estrategia de empresas jóvenes y conoce a los fundadores que están contratando.',
  cards: [
    { title: 'Problemas reales de start-ups', text: 'Planifica un lanzamiento, dimensiona un mercado o diseña una función, con comentarios del equipo que lo propuso.' },
    { title: 'Habilidades que puedes mostrar', text: 'Cada reto completado aparece en tu perfil, visible para las empresas.' },
    { title: 'Puestos en empresas jóvenes', text: 'Prácticas y primeros empleos en start-ups de toda Europa.' },
  ],
  cta: 'Unirte al Innovation Track',
};

export default page;
