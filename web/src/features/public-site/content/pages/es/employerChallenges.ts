import type { PageText } from '../../types.ts';

const page: PageText = {
  metaTitle: 'Retos virtuales para empresas',
  metaDescription: 'Diseña retos virtuales que evalúen las habilidades de tus puestos y obtén un ranking de los estudiantes que mejor los resuelven.',
  eyebrow: 'Soluciones: retos',
  title: 'Deja que los estudiantes te muestren cómo piensan',
  lede: 'Un reto es una tarea breve y realista de tu empresa: valorar una operación, asesorar a un cliente, lanzar un producto. Se resuelve en línea y tú recibes un ranking.',
  cards: [
    { title: 'Creado con tu equipo', text: 'Redacta las tareas con tus palabras, fija un límite de tiempo y elige qué itinerarios y cursos participan.' },
    { title: 'Ranking justo y automático', text: 'Todas las respuestas se puntúan igual, así comparas a miles de estudiantes de un vistazo.' },
    { title: 'Del resultado a la entrevista', text: 'Invita a los mejores a tus eventos o directamente a presentar su candidatura con un clic.' },
  ],
  cta: 'Crear tu cuenta de empresa',
};

export default page;
