import type { PageText } from '../../types.ts';

const page: PageText = {
  metaTitle: 'Reserva una visita al Employer Hub',
  metaDescription: 'Elige un horario y nuestro equipo te mostrará el Employer Hub de Fast-Track: retos, eventos, ofertas y analítica.',
  eyebrow: 'Reservar una visita',
  title: 'El Employer Hub en treinta minutos',
  lede: 'Cuéntanos un poco sobre tu empresa y cuándo te viene bien. Te mostraremos el Hub con ejemplos de tu sector.',
  cards: [
    { title: 'Una demostración en directo', text: 'Alguien de nuestro equipo comparte pantalla y responde a tus preguntas sobre la marcha.' },
    { title: 'Centrada en tus objetivos', text: 'Selección de graduados, prácticas o marca empleadora: nos centramos en lo que necesitas.' },
    { title: 'Sin compromiso', text: 'La visita es gratuita y después decides si Fast-Track es para ti.' },
  ],
  cta: 'Comparar planes',
};

export default page;
