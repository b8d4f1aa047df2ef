import type { PageText } from '../../types.ts';

const page: PageText = {
  metaTitle: 'Contacto para servicios de empleo',
  metaDescription: 'Habla con el equipo de Fast-Track sobre cómo llevar retos, eventos y ofertas a tu universidad.',
  eyebrow: 'Contacto',
  title: 'Hablemos de tus estudiantes',
  lede: 'Cuéntanos sobre tu universidad y cuándo tienes tiempo. Te mostraremos cómo trabajan los servicios de empleo con Fast-Track.',
  cards: [
    { title: 'Una llamada breve', text: 'Treinta minutos con nuestro equipo de universidades, en uno de los horarios que elijas.' },
    { title: 'Respuestas a tus preguntas', text: 'Protección de datos, dominios de correo de los estudiantes, marca compartida: pregúntanos lo que quieras.' },
    { title: 'Empieza ya', text: 'Tu cuenta de servicio de empleo puede estar lista el mismo día.' },
  ],
  cta: 'Ver el kit de marketing',
};

export default page;
