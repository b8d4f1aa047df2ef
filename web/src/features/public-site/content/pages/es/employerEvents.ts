import type { PageText } from '../../types.ts';

const page: PageText = {
  metaTitle: 'Organiza eventos para estudiantes',
  metaDescription: 'Publica eventos en línea y en el campus, aprueba asistentes, responde preguntas y mira quién vino, con el Employer Hub de Fast-Track.',
  eyebrow: 'Soluciones: eventos',
  title: 'Eventos que se llenan solos',
  lede: 'Publica una jornada de puertas abiertas, un seminario web o una presentación en el campus: los estudiantes se inscriben, preguntan y lo añaden a su calendario.',
  cards: [
    { title: 'En línea o en el campus', text: 'Añade un enlace de reunión o un lugar con mapa; cada estudiante ve la hora en su zona horaria.' },
    { title: 'Tú eliges quién viene', text: 'Inscripción abierta o aprobación de cada solicitud, limitada si quieres a ciertos cursos o estudios.' },
    { title: 'Preguntas antes del día', text: 'Los estudiantes preguntan y votan, para que tus ponentes sepan qué les importa.' },
  ],
  cta: 'Crear tu cuenta de empresa',
};

export default page;
