import type { PageText } from '../../types.ts';

const page: PageText = {
  metaTitle: 'Contacta con Fast-Track',
  metaDescription: 'Escribe al equipo de Fast-Track: preguntas de estudiantes, empresas, servicios de empleo y asociaciones de estudiantes.',
  eyebrow: 'Contacto',
  title: 'Escríbenos',
  lede: 'Seas estudiante, empresa o universidad, leemos cada mensaje y respondemos en dos días laborables.',
  cards: [
    { title: 'Empresas', text: 'Para ver una demostración del Employer Hub, reserva una visita; nuestro equipo comercial se pondrá en contacto.' },
    { title: 'Servicios de empleo', text: 'Nuestro equipo de universidades te ayuda a llevar Fast-Track a tu campus.' },
    { title: 'Estudiantes', text: '¿Dudas sobre tu cuenta, eventos o candidaturas? Puede que nuestras preguntas frecuentes ya tengan la respuesta.' },
  ],
  cta: 'Leer las preguntas frecuentes',
};

export default page;
