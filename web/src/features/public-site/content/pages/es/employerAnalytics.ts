import type { PageText } from '../../types.ts';

const page: PageText = {
  metaTitle: 'Analítica para la selección universitaria',
  metaDescription: 'Descubre cómo interactúan los estudiantes con tus retos, eventos y ofertas, y de qué universidades vienen tus mejores candidatos.',
  eyebrow: 'Soluciones: analítica',
  title: 'Sabe qué funciona en el campus',
  lede: 'Sigue cada reto, evento y oferta desde la primera visita hasta la candidatura, e invierte donde están los mejores candidatos.',
  cards: [
    { title: 'Una vista general', text: 'Visitas, inscripciones, asistencia y candidaturas de todo lo que publicas, en tu panel.' },
    { title: 'De dónde viene el talento', text: 'Compara universidades, cursos e itinerarios de los estudiantes que se interesan por ti.' },
    { title: 'Cifras para compartir', text: 'Muestra a tu equipo y a la dirección cómo rinde tu programa universitario, temporada tras temporada.' },
  ],
  cta: 'Crear tu cuenta de empresa',
};

export default page;
